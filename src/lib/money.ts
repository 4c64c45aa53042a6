// Money is integer minor units (cents, pence) everywhere; these read and show it in a currency's own
// decimals (JPY has none, USD two, KWD three) without floating-point arithmetic.

/** How many decimals the currency uses (ISO 4217, as the runtime's Intl data says). */
export function currencyDecimals(currency: string): number {
  return new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
}

/**
 * "12.5" in GBP → 1250; "1,200" → 120000; "" → null; too many decimals, a sign or letters → null.
 * Amounts up to 10 million in the major unit.
 */
export function parseMoney(text: string, currency: string): number | null {
  const cleaned = text.trim().replace(/,/g, '');
  const decimals = currencyDecimals(currency);
  const pattern = decimals > 0 ? new RegExp(`^(\\d{1,8})(?:\\.(\\d{0,${decimals}}))?$`) : /^(\d{1,8})$/;
  const match = pattern.exec(cleaned);
  if (!match) return null;
  const major = Number(match[1]);
  const minor = Number((match[2] ?? '').padEnd(decimals, '0') || '0');
  const value = major * 10 ** decimals + minor;
  return value <= 10_000_000 * 10 ** decimals ? value : null;
}

/** 1250 in GBP → "£12.50" (in the person's locale). */
export function formatMoney(minor: number, currency: string, locale?: string): string {
  const decimals = currencyDecimals(currency);
  return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(minor / 10 ** decimals);
}

/** 1250 in GBP → "12.50", for a field to edit. */
export function moneyFieldText(minor: number, currency: string): string {
  const decimals = currencyDecimals(currency);
  if (decimals === 0) return String(minor);
  const text = String(Math.abs(minor)).padStart(decimals + 1, '0');
  return `${minor < 0 ? '-' : ''}${text.slice(0, -decimals)}.${text.slice(-decimals)}`;
}
