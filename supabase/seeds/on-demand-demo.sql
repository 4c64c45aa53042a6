-- On-demand demo data (issue 30): two labels, two published link resources and a published
-- "Mobility basics" list granted to virtual clients (Victor sees it; Casey, a programming client,
-- does not). Links only: the seed puts no file in Storage.
insert into public.on_demand_labels (id, name)
values
  ('00000000-0000-4000-8000-00000000e001', 'Mobility'),
  ('00000000-0000-4000-8000-00000000e002', 'Nutrition')
on conflict (id) do nothing;

insert into public.on_demand_resources (id, kind, title, description, url, is_published)
values
  ('00000000-0000-4000-8000-00000000e101', 'link', 'Hip openers', 'Ten minutes before any lower-body day.',
   'https://www.youtube.com/watch?v=dQw4w9WgXcQ', true),
  ('00000000-0000-4000-8000-00000000e102', 'link', 'Eating for training', 'A one-page guide to meals around sessions.',
   'https://example.com/eating-for-training', true)
on conflict (id) do nothing;

insert into public.on_demand_item_labels (id, label_id, resource_id)
values
  ('00000000-0000-4000-8000-00000000e401', '00000000-0000-4000-8000-00000000e001', '00000000-0000-4000-8000-00000000e101'),
  ('00000000-0000-4000-8000-00000000e402', '00000000-0000-4000-8000-00000000e002', '00000000-0000-4000-8000-00000000e102')
on conflict (id) do nothing;

insert into public.on_demand_collections (id, kind, title, description, is_published)
values
  ('00000000-0000-4000-8000-00000000e201', 'resources', 'Mobility basics', 'Short routines for the days between sessions.', true)
on conflict (id) do nothing;

insert into public.on_demand_collection_items (id, collection_id, resource_id, position)
values
  ('00000000-0000-4000-8000-00000000e211', '00000000-0000-4000-8000-00000000e201', '00000000-0000-4000-8000-00000000e101', 0),
  ('00000000-0000-4000-8000-00000000e212', '00000000-0000-4000-8000-00000000e201', '00000000-0000-4000-8000-00000000e102', 1)
on conflict (id) do nothing;

insert into public.on_demand_grants (id, collection_id, audience, client_type)
values
  ('00000000-0000-4000-8000-00000000e301', '00000000-0000-4000-8000-00000000e201', 'client_type', 'virtual')
on conflict (id) do nothing;
