import { CLIENT, signInClient } from '../support/fixtures';

export const STAFF = { ...CLIENT, id: '00000000-0000-4000-8000-000000000002', firstName: 'Taylor' };
export const signInStaff = () => signInClient({ userRole: 'staff', user: STAFF });

export const MOBILITY = { id: 'l-mob', name: 'Mobility' };
export const NUTRITION = { id: 'l-nut', name: 'Nutrition' };

export const HIPS = {
  id: 'r-hips',
  kind: 'link',
  title: 'Hip openers',
  description: '',
  storage_path: null,
  mime_type: null,
  size_bytes: null,
  url: 'https://youtu.be/dQw4w9WgXcQ',
  thumbnail_path: null,
  duration_seconds: null,
  is_published: true,
  updated_at: '2026-11-20T10:00:00Z',
  on_demand_item_labels: [{ label_id: MOBILITY.id }],
};

export const GUIDE = {
  ...HIPS,
  id: 'r-guide',
  kind: 'document',
  title: 'Meal guide',
  url: null,
  storage_path: 'r-guide/file-1.pdf',
  mime_type: 'application/pdf',
  size_bytes: 2_000_000,
  is_published: false,
  on_demand_item_labels: [{ label_id: NUTRITION.id }],
};

export const MOBILITY_LIST = {
  id: 'c-mob',
  kind: 'resources',
  title: 'Mobility basics',
  description: 'Ten minutes a day',
  cover_path: null,
  is_published: false,
  revision: 3,
  on_demand_collection_items: [
    { resource_id: GUIDE.id, workout_id: null, position: 1 },
    { resource_id: HIPS.id, workout_id: null, position: 0 },
  ],
  on_demand_grants: [
    { id: 'g1', audience: 'client_type', client_type: 'virtual', client_id: null, plan_id: null, package_id: null },
  ],
};
