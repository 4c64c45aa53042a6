import { describe, expect, it } from 'vitest';
import { currencyDecimals, formatMoney, moneyFieldText, parseMoney } from '@/lib/money';

describe('money in minor units', () => {
  it("knows each currency's decimals", () => {
    expect(currencyDecimals('USD')).toBe(2);
    expect(currencyDecimals('JPY')).toBe(0);
    expect(currencyDecimals('KWD')).toBe(3);
  });

  it('reads typed amounts without floating-point error', () => {
    expect(parseMoney('12.5', 'GBP')).toBe(1250);
    expect(parseMoney('0.29', 'USD')).toBe(29); // 0.29 * 100 is 28.999… in floating point
    expect(parseMoney('1,200', 'USD')).toBe(120000);
    expect(parseMoney(' 7 ', 'EUR')).toBe(700);
    expect(parseMoney('5.', 'EUR')).toBe(500);
    expect(parseMoney('1500', 'JPY')).toBe(1500);
    expect(parseMoney('1.234', 'KWD')).toBe(1234);
  });

  it('refuses what is not an amount', () => {
    for (const text of ['', '-5', '5.555', '1e3', 'five', '.5', '100000000']) {
      expect(parseMoney(text, 'USD'), text).toBeNull();
    }
    expect(parseMoney('5.5', 'JPY')).toBeNull();
  });

  it('shows amounts in the currency and for editing', () => {
    expect(formatMoney(1250, 'GBP', 'en-GB')).toBe('£12.50');
    expect(formatMoney(1500, 'JPY', 'en-US')).toBe('¥1,500');
    expect(moneyFieldText(1250, 'GBP')).toBe('12.50');
    expect(moneyFieldText(5, 'USD')).toBe('0.05');
    expect(moneyFieldText(1500, 'JPY')).toBe('1500');
  });
});
