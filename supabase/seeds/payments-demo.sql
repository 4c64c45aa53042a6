-- Payments demo data (issue 28): two credit categories, the two demo services priced, two packs, a
-- membership, a discount code, and credits for the demo clients so the booking screens work as
-- before. Noah (the new client) holds none, so buying a first pack can be tried with him.
-- Money in pence (the London studio sells in GBP).
update public.studio_settings set currency = 'GBP' where id = 1;

insert into public.credit_categories (id, name)
values
  ('00000000-0000-4000-8000-00000000d001', '1:1 PT'),
  ('00000000-0000-4000-8000-00000000d002', 'Group class')
on conflict (id) do nothing;

update public.services set drop_in_price_minor = 4500 where id = '00000000-0000-4000-8000-00000000c001';
update public.services set drop_in_price_minor = 1500 where id = '00000000-0000-4000-8000-00000000c002';
insert into public.service_credit_categories (service_id, category_id)
values
  ('00000000-0000-4000-8000-00000000c001', '00000000-0000-4000-8000-00000000d001'),
  ('00000000-0000-4000-8000-00000000c002', '00000000-0000-4000-8000-00000000d002')
on conflict do nothing;

insert into public.packages (id, name, description, category_id, credits, price_minor, valid_days, created_by)
values
  ('00000000-0000-4000-8000-00000000d101', '10 × 1:1 PT', 'Ten personal training sessions.',
   '00000000-0000-4000-8000-00000000d001', 10, 40000, 120, '00000000-0000-4000-8000-000000000001'),
  ('00000000-0000-4000-8000-00000000d102', '5 × Group class', 'Five small-group sessions.',
   '00000000-0000-4000-8000-00000000d002', 5, 6500, 90, '00000000-0000-4000-8000-000000000001')
on conflict (id) do nothing;

insert into public.membership_plans (id, name, description, price_minor, billing_interval, category_id,
  credits_per_period, unlocks_studio_access, created_by)
values
  ('00000000-0000-4000-8000-00000000d201', 'Unlimited classes', 'Every small-group class, every month.', 9900,
   'month', '00000000-0000-4000-8000-00000000d002', null, true, '00000000-0000-4000-8000-000000000001')
on conflict (id) do nothing;

insert into public.discount_codes (id, code, kind, percent_off, product_ids, created_by)
values
  ('00000000-0000-4000-8000-00000000d301', 'WELCOME10', 'percent', 10,
   array['00000000-0000-4000-8000-00000000d101', '00000000-0000-4000-8000-00000000d102']::uuid[],
   '00000000-0000-4000-8000-000000000001')
on conflict (id) do nothing;

-- 20 credits of each category for every demo client but Noah, given by the admin with a note (a lot
-- starts empty; its credits come with a ledger row).
with lots as (
  insert into public.credit_lots (client_id, category_id, granted)
  select u.id, c.id, 20
  from public.users u
  cross join public.credit_categories c
  where u.role = 'client' and u.id <> '00000000-0000-4000-8000-000000000015'
    and c.id in ('00000000-0000-4000-8000-00000000d001', '00000000-0000-4000-8000-00000000d002')
    and not exists (select 1 from public.credit_lots l where l.client_id = u.id and l.category_id = c.id)
  returning id, client_id, granted
)
insert into public.credit_ledger (lot_id, client_id, delta, reason, actor_id, note)
select id, client_id, granted, 'adjustment', '00000000-0000-4000-8000-000000000001', 'Welcome credits (demo data)'
from lots;
