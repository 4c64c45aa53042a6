import { queryOptions, useQuery } from '@tanstack/react-query';
import { clientPaymentsKeys } from './payments-keys';
import { supabase } from '@/lib/supabase';

/** How a service is paid for: its drop-in price (null: none) and the categories whose credits it accepts. */
export interface ServiceCreditTerms {
  dropInPriceMinor: number | null;
  categoryIds: string[];
}

async function getServiceCreditTerms(serviceId: string): Promise<ServiceCreditTerms> {
  const { data, error } = await supabase
    .from('services')
    .select('drop_in_price_minor, service_credit_categories(category_id)')
    .eq('id', serviceId)
    .single();
  if (error) throw error;
  return {
    dropInPriceMinor: data.drop_in_price_minor,
    categoryIds: data.service_credit_categories.map((link) => link.category_id),
  };
}

export const serviceCreditTermsQuery = (serviceId: string) =>
  queryOptions({
    queryKey: clientPaymentsKeys.serviceTerms(serviceId),
    queryFn: () => getServiceCreditTerms(serviceId),
    staleTime: 60_000,
  });

export const useServiceCreditTerms = (serviceId: string) => useQuery(serviceCreditTermsQuery(serviceId));
