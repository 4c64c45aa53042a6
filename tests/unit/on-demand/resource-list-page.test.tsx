import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import ResourceListPage from '@/features/on-demand/components/ResourceListPage';
import { server, withMswServer } from '../support/msw';
import { REST, table } from '../support/postgrest';
import { renderWithProviders } from '../support/render';
import { GUIDE, HIPS, MOBILITY_LIST, signInStaff } from './fixtures';

withMswServer(() => [
  table('on_demand_collections', [MOBILITY_LIST]),
  table('on_demand_resources', [HIPS, GUIDE]),
  table('on_demand_workouts', []),
  table('users', [{ id: 'u-casey', first_name: 'Casey', last_name: 'Nguyen' }]),
  table('membership_plans', [{ id: 'p-gold', name: 'Gold' }]),
  table('packages', []),
]);

describe('Resource lists (/on-demand/resource-list)', () => {
  beforeEach(signInStaff);

  it('shows the items in order and who the list is granted to', async () => {
    renderWithProviders(<ResourceListPage />);
    const items = await screen.findByRole('list', { name: 'Items of Mobility basics' });
    expect(
      within(items)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['1. Hip openers', '2. Meal guide (draft)']);
    const who = screen.getByRole('list', { name: 'Who can see Mobility basics' });
    expect(within(who).getByText('Virtual clients')).toBeInTheDocument();
  });

  it('moves an item with the keyboard buttons: the whole new order goes with the revision loaded', async () => {
    const user = userEvent.setup();
    const calls: unknown[] = [];
    server.use(
      http.post(`${REST}/rpc/set_on_demand_collection_items`, async ({ request }) => {
        calls.push(await request.json());
        return HttpResponse.json(4);
      }),
    );
    renderWithProviders(<ResourceListPage />);
    await user.click(await screen.findByRole('button', { name: 'Move Hip openers down' }));
    await waitFor(() =>
      expect(calls).toEqual([{ p_collection_id: 'c-mob', p_item_ids: [GUIDE.id, HIPS.id], p_revision: 3 }]),
    );
  });

  it("says so when another staff member's change came first", async () => {
    const user = userEvent.setup();
    server.use(
      http.post(`${REST}/rpc/set_on_demand_collection_items`, () =>
        HttpResponse.json({ code: 'PT409', message: 'Someone else changed this collection' }, { status: 409 }),
      ),
    );
    renderWithProviders(<ResourceListPage />);
    await user.click(await screen.findByRole('button', { name: 'Move Meal guide (draft) up' }));
    expect(await screen.findByText(/Someone else changed this list at the same time/)).toBeInTheDocument();
  });

  it('shows who will see the list before publishing it', async () => {
    const user = userEvent.setup();
    const patches: unknown[] = [];
    server.use(
      http.patch(`${REST}/on_demand_collections`, async ({ request }) => {
        patches.push(await request.json());
        return new HttpResponse(null, { status: 204 });
      }),
    );
    renderWithProviders(<ResourceListPage />);
    await user.click(await screen.findByRole('button', { name: 'Publish Mobility basics' }));
    const dialog = screen.getByRole('dialog', { name: 'Publish “Mobility basics”?' });
    expect(
      within(within(dialog).getByRole('list', { name: 'Who will see it' })).getByText('Virtual clients'),
    ).toBeInTheDocument();
    expect(patches).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(patches).toEqual([{ is_published: true }]));
  });

  it('grants the list to a client type', async () => {
    const user = userEvent.setup();
    const grants: unknown[] = [];
    server.use(
      http.post(`${REST}/on_demand_grants`, async ({ request }) => {
        grants.push(await request.json());
        return new HttpResponse(null, { status: 201 });
      }),
    );
    renderWithProviders(<ResourceListPage />);
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Grant to' }), 'client_type');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Which' }), 'in-person');
    await user.click(screen.getByRole('button', { name: 'Add grant' }));
    await waitFor(() =>
      expect(grants).toEqual([
        expect.objectContaining({
          collection_id: 'c-mob',
          audience: 'client_type',
          client_type: 'in-person',
          client_id: null,
        }),
      ]),
    );
  });
});
