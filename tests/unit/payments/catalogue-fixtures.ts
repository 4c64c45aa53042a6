import { CLIENT, signInClient } from '../support/fixtures';
import { table } from '../support/postgrest';

/** The catalogue's demo data as the Data API returns it (a London studio in GBP, as the seed). */
export const ADMIN = { ...CLIENT, id: '00000000-0000-4000-8000-000000000003', firstName: 'Avery' };
export const signInAdmin = () => signInClient({ userRole: 'admin', user: ADMIN });

export const PT = { id: 'c-pt', name: '1:1 PT', is_archived: false };
export const GROUP = { id: 'c-group', name: 'Group class', is_archived: false };
export const OLD = { id: 'c-old', name: 'Old bootcamp', is_archived: true };

export const PT_SERVICE = {
  id: 's-pt',
  name: '1:1 Personal training',
  capacity: 1,
  is_archived: false,
  drop_in_price_minor: 4500,
};
export const GROUP_SERVICE = {
  id: 's-group',
  name: 'Small-group strength',
  capacity: 6,
  is_archived: false,
  drop_in_price_minor: null,
};
export const FREE_SERVICE = {
  id: 's-free',
  name: 'Intro chat',
  capacity: 1,
  is_archived: false,
  drop_in_price_minor: null,
};

export const PT_PACK = {
  id: 'p-pt',
  name: '10 × 1:1 PT',
  description: 'Ten sessions with your trainer.',
  category_id: PT.id,
  credits: 10,
  price_minor: 40000,
  valid_days: 120,
  per_client_limit: null,
  is_archived: false,
  updated_at: '2026-11-27T10:00:00Z',
};
export const UNLIMITED = {
  id: 'm-unlimited',
  name: 'Unlimited classes',
  description: '',
  price_minor: 9900,
  billing_interval: 'month',
  category_id: GROUP.id,
  credits_per_period: null,
  grants_client_type: null,
  unlocks_on_demand: true,
  unlocks_studio_access: false,
  is_archived: false,
  updated_at: '2026-11-27T10:00:00Z',
};
export const WELCOME = {
  id: 'd-welcome',
  code: 'welcome10',
  kind: 'percent',
  percent_off: 10,
  amount_off_minor: null,
  starts_at: null,
  ends_at: '2026-12-31T00:00:00Z',
  product_ids: [PT_PACK.id],
  max_redemptions: 50,
  max_per_client: 1,
  is_archived: false,
  updated_at: '2026-11-27T10:00:00Z',
};

export const studioSettings = () => table('studio_settings', [{ currency: 'GBP', time_zone: 'Europe/London' }]);
