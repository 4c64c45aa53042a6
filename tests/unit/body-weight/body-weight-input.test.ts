import { describe, expect, it } from 'vitest';
import { bodyWeightText, parseBodyWeight, stepBodyWeight } from '@/features/body-weight/lib/body-weight-input';

describe('parseBodyWeight', () => {
  it('stores what was typed in kilograms, to the gram', () => {
    expect(parseBodyWeight('80.4', 'kg')).toEqual({ ok: true, kg: 80.4 });
    expect(parseBodyWeight('177,2', 'lb')).toEqual({ ok: true, kg: 80.377 });
  });

  it('refuses an empty field, text and weights outside 20-400 kg, in the person unit', () => {
    expect(parseBodyWeight('', 'kg')).toEqual({ ok: false, message: 'Enter your weight in kg, from 20 to 400.' });
    expect(parseBodyWeight('abc', 'lb')).toEqual({ ok: false, message: 'Enter your weight in lb, from 45 to 881.' });
    expect(parseBodyWeight('19.9', 'kg').ok).toBe(false);
    expect(parseBodyWeight('401', 'kg').ok).toBe(false);
  });
});

describe('stepBodyWeight and bodyWeightText', () => {
  it('steps by 0.1 in the person unit', () => {
    expect(stepBodyWeight('80.4', 'kg', 1)).toBe('80.5');
    expect(stepBodyWeight('177.2', 'lb', -1)).toBe('177.1');
  });

  it('leaves a field without a number, or at the limit, as it is', () => {
    expect(stepBodyWeight('', 'kg', 1)).toBe('');
    expect(stepBodyWeight('20.0', 'kg', -1)).toBe('20.0');
  });

  it('prefills the last weight in the person unit to one decimal', () => {
    expect(bodyWeightText(80.4, 'kg')).toBe('80.4');
    expect(bodyWeightText(80, 'lb')).toBe('176.4');
    expect(bodyWeightText(null, 'kg')).toBe('');
  });
});
