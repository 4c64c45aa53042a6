import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Tables } from '@/lib/database.types';
import { supabase } from '@/lib/supabase';
import { paymentsKeys } from './payments-keys';

export type ServicePricing = Pick<
  Tables<'services'>,
  'id' | 'name' | 'capacity' | 'is_archived' | 'drop_in_price_minor'
> & {
  /** The credit categories whose credits pay for it. */
  categoryIds: string[];
};

/**
 * Each service with its drop-in price and accepted categories. The services themselves are edited on
 * /services/types (scheduling); this reads only what pricing needs.
 */
async function listServicePricing(): Promise<ServicePricing[]> {
  const [services, links] = await Promise.all([
    supabase.from('services').select('id, name, capacity, is_archived, drop_in_price_minor').order('name').order('id'),
    supabase.from('service_credit_categories').select('service_id, category_id'),
  ]);
  if (services.error) throw services.error;
  if (links.error) throw links.error;
  return services.data.map((service) => ({
    ...service,
    categoryIds: links.data.filter((link) => link.service_id === service.id).map((link) => link.category_id),
  }));
}

export const servicePricingOptions = () =>
  queryOptions({ queryKey: paymentsKeys.servicePricing(), queryFn: listServicePricing });

export const useServicePricing = () => useQuery(servicePricingOptions());
