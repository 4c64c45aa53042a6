import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { paymentsKeys } from './payments-keys';

export interface StudioMoney {
  /** ISO 4217, e.g. GBP: every price of the studio is in it. */
  currency: string;
  /** The studio's zone: a discount's dates are its days. */
  timeZone: string;
}

async function getStudioMoney(): Promise<StudioMoney> {
  const { data, error } = await supabase.from('studio_settings').select('currency, time_zone').eq('id', 1).single();
  if (error) throw error;
  return { currency: data.currency, timeZone: data.time_zone };
}

export const studioMoneyOptions = () =>
  queryOptions({ queryKey: paymentsKeys.studioMoney(), queryFn: getStudioMoney, staleTime: 5 * 60_000 });

export const useStudioMoney = () => useQuery(studioMoneyOptions());
