/** The spec's defaults for a client without goals of their own. */
export const NUTRITION_DEFAULTS = { calories: 2000, protein: 150, carbs: 200, fat: 70 } as const;

export interface NutritionGoals {
  calories: number;
  protein: number;
  carbs: number;
  fat: number;
}

/** kcal per gram: protein 4, carbohydrate 4, fat 9. */
export const KCAL_PER_GRAM = { protein: 4, carbs: 4, fat: 9 } as const;

/** Beyond this share the macros and the calorie goal tell the client two different things. */
export const MISMATCH_TOLERANCE = 0.1;

export interface NutritionCheck {
  macroCalories: number;
  /** (macro kcal − calorie goal) / calorie goal; null with a calorie goal of 0. */
  difference: number | null;
  mismatch: boolean;
}

export function macroCalories(goals: Omit<NutritionGoals, 'calories'>): number {
  return goals.protein * KCAL_PER_GRAM.protein + goals.carbs * KCAL_PER_GRAM.carbs + goals.fat * KCAL_PER_GRAM.fat;
}

export function checkNutrition(goals: NutritionGoals): NutritionCheck {
  const fromMacros = macroCalories(goals);
  if (goals.calories <= 0) return { macroCalories: fromMacros, difference: null, mismatch: fromMacros > 0 };
  const difference = (fromMacros - goals.calories) / goals.calories;
  return { macroCalories: fromMacros, difference, mismatch: Math.abs(difference) > MISMATCH_TOLERANCE };
}

/** The warning the trainer sees, in words, or null when the goals agree. */
export function nutritionWarning(goals: NutritionGoals): string | null {
  const check = checkNutrition(goals);
  if (!check.mismatch) return null;
  if (check.difference === null) return `The macros add up to ${check.macroCalories} kcal but the calorie goal is 0.`;
  const percent = Math.round(Math.abs(check.difference) * 100);
  const direction = check.difference > 0 ? 'above' : 'below';
  return `The macros add up to ${check.macroCalories} kcal, ${percent}% ${direction} the ${goals.calories} kcal goal.`;
}

/** Limits the database enforces (clients table checks), for the form. */
export const NUTRITION_LIMITS = { calories: 20000, grams: 2000 } as const;

/** Reads a form's text into goals, or the first problem in words. */
export function parseNutritionGoals(input: Record<keyof NutritionGoals, string>): NutritionGoals | string {
  const out = {} as NutritionGoals;
  for (const key of ['calories', 'protein', 'carbs', 'fat'] as const) {
    const text = input[key].trim();
    const max = key === 'calories' ? NUTRITION_LIMITS.calories : NUTRITION_LIMITS.grams;
    if (!/^\d+$/.test(text)) return `Enter ${key} as a whole number.`;
    const value = Number(text);
    if (value > max) return `${key[0]!.toUpperCase()}${key.slice(1)} must be at most ${max}.`;
    out[key] = value;
  }
  return out;
}
