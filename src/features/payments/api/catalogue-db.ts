import type { SupabaseClient } from '@supabase/supabase-js';
import type { ClientType } from '@/lib/account-enums';
import { supabase } from '@/lib/supabase';

// The catalogue tables as the payments contract (issue 28) describes them, written by hand until the
// lead's migration lands and `src/lib/database.types.ts` carries them; then this file goes and the
// api files use `supabase` with the generated types.

type BillingInterval = 'week' | 'month' | 'year';
type DiscountKind = 'percent' | 'amount';

type Table<Row, Insert> = {
  Row: Row;
  Insert: Insert;
  Update: Partial<Insert>;
  Relationships: [];
};

export type CreditCategoryRow = {
  id: string;
  name: string;
  is_archived: boolean;
  created_at: string;
};
export type ServicePriceRow = {
  id: string;
  name: string;
  capacity: number;
  is_archived: boolean;
  drop_in_price_minor: number | null;
};
export type ServiceCreditCategoryRow = {
  service_id: string;
  category_id: string;
};
export type PackageRow = {
  id: string;
  name: string;
  description: string;
  category_id: string;
  credits: number;
  price_minor: number;
  valid_days: number | null;
  per_client_limit: number | null;
  is_archived: boolean;
  created_by: string;
  created_at: string;
  updated_at: string;
};
export type MembershipPlanRow = {
  id: string;
  name: string;
  description: string;
  price_minor: number;
  interval: BillingInterval;
  category_id: string | null;
  credits_per_period: number | null;
  grants_client_type: ClientType | null;
  unlocks_on_demand: boolean;
  unlocks_studio_access: boolean;
  is_archived: boolean;
  created_by: string;
  created_at: string;
  updated_at: string;
};
export type DiscountCodeRow = {
  id: string;
  code: string;
  kind: DiscountKind;
  percent_off: number | null;
  amount_off_minor: number | null;
  starts_at: string | null;
  ends_at: string | null;
  product_ids: string[] | null;
  max_redemptions: number | null;
  max_per_client: number | null;
  is_archived: boolean;
  created_by: string;
  created_at: string;
  updated_at: string;
};
export type DiscountRedemptionRow = {
  id: string;
  discount_id: string;
  order_id: string;
  client_id: string;
  created_at: string;
  released_at: string | null;
};
type StudioSettingsRow = {
  id: number;
  currency: string;
  time_zone: string;
};

type Generated<Row, Keys extends keyof Row> = Omit<Row, Keys> & Partial<Pick<Row, Keys>>;

type CatalogueDatabase = {
  public: {
    Tables: {
      credit_categories: Table<CreditCategoryRow, Generated<CreditCategoryRow, 'is_archived' | 'created_at'>>;
      services: Table<ServicePriceRow, ServicePriceRow>;
      service_credit_categories: Table<ServiceCreditCategoryRow, ServiceCreditCategoryRow>;
      packages: Table<PackageRow, Generated<PackageRow, 'is_archived' | 'created_at' | 'updated_at'>>;
      membership_plans: Table<
        MembershipPlanRow,
        Generated<MembershipPlanRow, 'is_archived' | 'created_at' | 'updated_at'>
      >;
      discount_codes: Table<DiscountCodeRow, Generated<DiscountCodeRow, 'is_archived' | 'created_at' | 'updated_at'>>;
      discount_redemptions: Table<DiscountRedemptionRow, DiscountRedemptionRow>;
      studio_settings: Table<StudioSettingsRow, StudioSettingsRow>;
    };
    Views: Record<never, never>;
    Functions: Record<never, never>;
    Enums: { billing_interval: BillingInterval; discount_kind: DiscountKind };
    CompositeTypes: Record<never, never>;
  };
};

/** The app's one client, seen through the catalogue's hand-written types. */
export const catalogueDb = supabase as unknown as SupabaseClient<CatalogueDatabase>;
export type { BillingInterval, DiscountKind };
