import { formatMoney, moneyFieldText, parseMoney } from '@/lib/money';
import { MAX_PRICE_MINOR } from './package-form';

/** A service is paid when it has a drop-in price or accepts a category's credits; otherwise free. */
export const isFreeService = (service: { drop_in_price_minor: number | null; categoryIds: readonly string[] }) =>
  service.drop_in_price_minor === null && service.categoryIds.length === 0;

/** "£45.00" / "Not sold as a drop-in" */
export const describeDropIn = (priceMinor: number | null, currency: string) =>
  priceMinor === null ? 'Not sold as a drop-in' : formatMoney(priceMinor, currency);

/** "1:1 PT or Group class credits" / "No credits pay for it" */
export const describeAccepted = (names: readonly string[]) =>
  names.length === 0 ? 'No credits pay for it' : `${names.join(' or ')} credits`;

export const dropInFieldText = (priceMinor: number | null, currency: string) =>
  priceMinor === null ? '' : moneyFieldText(priceMinor, currency);

/** The drop-in field: empty is "not sold as a drop-in" (null); a bad amount is `false`. */
export function parseDropIn(text: string, currency: string): number | null | false {
  if (text.trim() === '') return null;
  const value = parseMoney(text, currency);
  return value === null || value > MAX_PRICE_MINOR ? false : value;
}
