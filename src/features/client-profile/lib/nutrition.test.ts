import { describe, expect, it } from 'vitest';
import { checkNutrition, macroCalories, NUTRITION_DEFAULTS, nutritionWarning, parseNutritionGoals } from './nutrition';

describe('nutrition goals', () => {
  it('counts 4/4/9 kcal per gram', () => {
    expect(macroCalories({ protein: 100, carbs: 100, fat: 100 })).toBe(1700);
  });

  it('finds the spec defaults consistent (2030 kcal of macros against 2000)', () => {
    const check = checkNutrition(NUTRITION_DEFAULTS);
    expect(check.macroCalories).toBe(2030);
    expect(check.mismatch).toBe(false);
    expect(nutritionWarning(NUTRITION_DEFAULTS)).toBeNull();
  });

  it('warns past 10% either way, not at exactly 10%', () => {
    expect(checkNutrition({ calories: 2200, protein: 150, carbs: 245, fat: 70 }).mismatch).toBe(false); // 2210 kcal
    expect(checkNutrition({ calories: 2000, protein: 150, carbs: 250, fat: 70 }).mismatch).toBe(true); // 2230 kcal
    expect(nutritionWarning({ calories: 1500, protein: 150, carbs: 200, fat: 70 })).toBe(
      'The macros add up to 2030 kcal, 35% above the 1500 kcal goal.',
    );
    expect(nutritionWarning({ calories: 3000, protein: 150, carbs: 200, fat: 70 })).toBe(
      'The macros add up to 2030 kcal, 32% below the 3000 kcal goal.',
    );
  });

  it('treats the boundary as agreement', () => {
    // 2200 kcal of macros against 2000: exactly +10%.
    expect(checkNutrition({ calories: 2000, protein: 150, carbs: 265, fat: 60 }).mismatch).toBe(false);
    expect(checkNutrition({ calories: 2000, protein: 150, carbs: 243, fat: 70 }).mismatch).toBe(true); // 2202
  });

  it('flags macros against a zero calorie goal', () => {
    expect(checkNutrition({ calories: 0, protein: 10, carbs: 0, fat: 0 }).mismatch).toBe(true);
    expect(checkNutrition({ calories: 0, protein: 0, carbs: 0, fat: 0 }).mismatch).toBe(false);
  });

  it('parses the form, refusing fractions, negatives and values past the limits', () => {
    expect(parseNutritionGoals({ calories: '2100', protein: ' 160 ', carbs: '210', fat: '70' })).toEqual({
      calories: 2100,
      protein: 160,
      carbs: 210,
      fat: 70,
    });
    expect(parseNutritionGoals({ calories: '20.5', protein: '1', carbs: '1', fat: '1' })).toBe(
      'Enter calories as a whole number.',
    );
    expect(parseNutritionGoals({ calories: '2000', protein: '-1', carbs: '1', fat: '1' })).toBe(
      'Enter protein as a whole number.',
    );
    expect(parseNutritionGoals({ calories: '2000', protein: '1', carbs: '2001', fat: '1' })).toBe(
      'Carbs must be at most 2000.',
    );
  });
});
