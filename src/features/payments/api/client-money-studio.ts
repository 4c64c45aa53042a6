import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { clientMoneyKeys } from './payments-keys';

/** The studio's currency (every amount) and time zone (every date is shown in it, named). */
export interface MoneyStudio {
  currency: string;
  timeZone: string;
}

export async function getMoneyStudio(): Promise<MoneyStudio> {
  const { data, error } = await supabase.from('studio_settings').select('currency, time_zone').eq('id', 1).single();
  if (error) throw error;
  return { currency: data.currency, timeZone: data.time_zone };
}

export const moneyStudioQuery = () =>
  queryOptions({ queryKey: clientMoneyKeys.studio(), queryFn: getMoneyStudio, staleTime: 5 * 60_000 });

export const useMoneyStudio = () => useQuery(moneyStudioQuery());
