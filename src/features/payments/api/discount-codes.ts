import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchAllPages } from '@/lib/fetch-all-pages';
import type { Tables } from '@/lib/database.types';
import { supabase } from '@/lib/supabase';
import { paymentsKeys } from './payments-keys';

export type DiscountCode = Omit<Tables<'discount_codes'>, 'created_by' | 'created_at'> & {
  /** Redemptions that hold a use: paid orders and checkouts still open (released ones gave theirs back). */
  used: number;
};

/** Every discount code (admins only may read them) with how many of its uses are taken. */
async function listDiscountCodes(): Promise<DiscountCode[]> {
  const [codes, held] = await Promise.all([
    supabase
      .from('discount_codes')
      .select(
        'id, code, kind, percent_off, amount_off_minor, starts_at, ends_at, product_ids, max_redemptions, max_per_client, is_archived, updated_at',
      )
      .order('code')
      .order('id'),
    fetchAllPages((from, to) =>
      supabase.from('discount_redemptions').select('discount_id').is('released_at', null).order('id').range(from, to),
    ),
  ]);
  if (codes.error) throw codes.error;
  const used = new Map<string, number>();
  for (const { discount_id } of held) used.set(discount_id, (used.get(discount_id) ?? 0) + 1);
  return codes.data.map((code) => ({ ...code, used: used.get(code.id) ?? 0 }));
}

export const discountCodesOptions = () =>
  queryOptions({ queryKey: paymentsKeys.discounts(), queryFn: listDiscountCodes });

export const useDiscountCodes = () => useQuery(discountCodesOptions());
