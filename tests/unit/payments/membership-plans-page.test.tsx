import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import MembershipPlansPage from '@/features/payments/components/MembershipPlansPage';
import { server, withMswServer } from '../support/msw';
import { REST, table } from '../support/postgrest';
import { renderWithProviders } from '../support/render';
import { ADMIN, GROUP, PT, UNLIMITED, signInAdmin, studioSettings } from './catalogue-fixtures';

const WEEKLY_PT = {
  ...UNLIMITED,
  id: 'm-weekly',
  name: 'Weekly PT',
  price_minor: 8000,
  billing_interval: 'week',
  category_id: PT.id,
  credits_per_period: 2,
  grants_client_type: 'in-person',
  unlocks_on_demand: false,
  unlocks_studio_access: true,
};

withMswServer(() => [
  studioSettings(),
  table('credit_categories', [PT, GROUP]),
  table('membership_plans', [UNLIMITED, WEEKLY_PT]),
]);

describe('Memberships (/payments/memberships)', () => {
  beforeEach(signInAdmin);

  it('lists plans with their price per period, sessions and what they unlock', async () => {
    renderWithProviders(<MembershipPlansPage />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading membership plans');
    const list = await screen.findByRole('list', { name: 'Active plans' });
    const unlimited = within(list).getByText('Unlimited classes').closest('li')!;
    expect(within(unlimited).getByText('£99.00 a month')).toBeInTheDocument();
    expect(within(unlimited).getByText('Unlimited Group class sessions')).toBeInTheDocument();
    expect(within(unlimited).getByText('On-demand content')).toBeInTheDocument();
    const weekly = within(list).getByText('Weekly PT').closest('li')!;
    expect(within(weekly).getByText('£80.00 a week')).toBeInTheDocument();
    expect(within(weekly).getByText('2 1:1 PT credits a week')).toBeInTheDocument();
    expect(within(weekly).getByText('In-person client type, studio access')).toBeInTheDocument();
  });

  it('shows the empty state, and a failed read with Try again', async () => {
    const user = userEvent.setup();
    let fail = true;
    server.use(
      http.get(`${REST}/membership_plans`, () =>
        fail ? HttpResponse.json({ message: 'boom' }, { status: 500 }) : HttpResponse.json([]),
      ),
    );
    renderWithProviders(<MembershipPlansPage />);
    expect(await screen.findByText('Unable to load membership plans. Please try again.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No membership plans yet')).toBeInTheDocument();
  });

  it('creates a plan with credits per period and unlocks, after checking the fields', async () => {
    const user = userEvent.setup();
    const saved: unknown[] = [];
    server.use(
      http.post(`${REST}/membership_plans`, async ({ request }) => {
        saved.push(await request.json());
        return new HttpResponse(null, { status: 201 });
      }),
    );
    renderWithProviders(<MembershipPlansPage />);
    await user.click(await screen.findByRole('button', { name: 'New plan' }));
    const dialog = screen.getByRole('dialog', { name: 'New membership plan' });
    await user.click(within(dialog).getByRole('radio', { name: 'A number of credits' }));
    const credits = within(dialog).getByLabelText('Credits each month');
    await user.clear(credits);
    await user.click(within(dialog).getByRole('button', { name: 'Create plan' }));
    expect(within(dialog).getByText('Give the plan a name.')).toBeInTheDocument();
    expect(within(dialog).getByText('From 1 to 1,000 credits.')).toBeInTheDocument();
    expect(saved).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Name'), '8 classes a month');
    await user.type(within(dialog).getByLabelText('Price (GBP)'), '79.5');
    await user.selectOptions(within(dialog).getByLabelText('Sessions it pays for (credit category)'), 'Group class');
    await user.type(credits, '8');
    await user.selectOptions(within(dialog).getByLabelText('Makes the member this client type'), 'In-person');
    await user.click(within(dialog).getByRole('switch', { name: 'On-demand content' }));
    await user.click(within(dialog).getByRole('button', { name: 'Create plan' }));

    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      name: '8 classes a month',
      description: '',
      price_minor: 7950,
      billing_interval: 'month',
      category_id: GROUP.id,
      credits_per_period: 8,
      grants_client_type: 'in-person',
      unlocks_on_demand: true,
      unlocks_studio_access: true,
      created_by: ADMIN.id,
    });
  });

  it('edits a plan’s price: members keep what they joined on', async () => {
    const user = userEvent.setup();
    const changes: unknown[] = [];
    server.use(
      http.patch(`${REST}/membership_plans`, async ({ request }) => {
        changes.push(await request.json());
        return new HttpResponse(null, { status: 204 });
      }),
    );
    renderWithProviders(<MembershipPlansPage />);
    await user.click(await screen.findByRole('button', { name: 'Edit Unlimited classes' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit membership plan' });
    expect(within(dialog).getByText('Clients who already bought keep what they paid for.')).toBeInTheDocument();
    const price = within(dialog).getByLabelText('Price (GBP)');
    await user.clear(price);
    await user.type(price, '109');
    await user.selectOptions(within(dialog).getByLabelText('Billed'), 'Yearly');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(changes).toHaveLength(1));
    expect(changes[0]).toMatchObject({ price_minor: 10900, billing_interval: 'year', credits_per_period: null });
  });

  it('archives a plan', async () => {
    const user = userEvent.setup();
    const changes: unknown[] = [];
    server.use(
      http.patch(`${REST}/membership_plans`, async ({ request }) => {
        changes.push(await request.json());
        return new HttpResponse(null, { status: 204 });
      }),
    );
    renderWithProviders(<MembershipPlansPage />);
    await user.click(await screen.findByRole('button', { name: 'Archive Weekly PT' }));
    await waitFor(() => expect(changes).toEqual([{ is_archived: true }]));
  });
});
