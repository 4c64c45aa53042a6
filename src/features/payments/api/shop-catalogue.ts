import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BillingInterval } from './client-payment-rows';
import { clientPaymentsKeys } from './payments-keys';
import type { ClientType } from '@/lib/account-enums';
import { supabase } from '@/lib/supabase';

export interface ShopPack {
  id: string;
  name: string;
  description: string;
  category_id: string;
  credits: number;
  price_minor: number;
  valid_days: number | null;
  category: { name: string } | null;
}

export interface ShopPlan {
  id: string;
  name: string;
  description: string;
  price_minor: number;
  billing_interval: BillingInterval;
  category_id: string | null;
  credits_per_period: number | null;
  category: { name: string } | null;
  /** What the plan unlocks (the access page says so, and offers a programming client the upgrade). */
  unlocks_studio_access: boolean;
  unlocks_on_demand: boolean;
  grants_client_type: ClientType | null;
}

export interface ShopCatalogue {
  currency: string;
  /** The studio's time zone: sessions in the history are shown in it, named. */
  timeZone: string;
  packs: ShopPack[];
  plans: ShopPlan[];
}

/** What a client may buy (active packs and plans, cheapest first), the studio's currency and time zone. */
async function getShopCatalogue(): Promise<ShopCatalogue> {
  const [packs, plans, studio] = await Promise.all([
    supabase
      .from('packages')
      .select(
        'id, name, description, category_id, credits, price_minor, valid_days, category:credit_categories!packages_category_id_fkey(name)',
      )
      .eq('is_archived', false)
      .order('price_minor'),
    supabase
      .from('membership_plans')
      .select(
        'id, name, description, price_minor, billing_interval, category_id, credits_per_period, unlocks_studio_access, unlocks_on_demand, grants_client_type, category:credit_categories!membership_plans_category_id_fkey(name)',
      )
      .eq('is_archived', false)
      .order('price_minor'),
    supabase.from('studio_settings').select('currency, time_zone').eq('id', 1).single(),
  ]);
  const error = packs.error ?? plans.error ?? studio.error;
  if (error) throw error;
  return {
    currency: studio.data!.currency,
    timeZone: studio.data!.time_zone,
    packs: packs.data!,
    plans: plans.data!,
  };
}

export const shopCatalogueQuery = () =>
  queryOptions({ queryKey: clientPaymentsKeys.catalogue(), queryFn: getShopCatalogue, staleTime: 60_000 });

export const useShopCatalogue = () => useQuery(shopCatalogueQuery());
