import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import PackagesPage from '@/features/payments/components/PackagesPage';
import { server, withMswServer } from '../support/msw';
import { REST, table } from '../support/postgrest';
import { renderWithProviders } from '../support/render';
import { ADMIN, GROUP, OLD, PT, PT_PACK, signInAdmin, studioSettings } from './catalogue-fixtures';

const OLD_PACK = {
  ...PT_PACK,
  id: 'p-old',
  name: 'Bootcamp 5',
  category_id: OLD.id,
  valid_days: null,
  is_archived: true,
};

withMswServer(() => [
  studioSettings(),
  table('credit_categories', [PT, GROUP, OLD]),
  table('packages', [PT_PACK, OLD_PACK]),
]);

describe('Packages (/payments/packages)', () => {
  beforeEach(signInAdmin);

  it('lists active packs with price, credits, expiry and limit; archived ones behind the toggle', async () => {
    const user = userEvent.setup();
    renderWithProviders(<PackagesPage />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading packs');
    const active = await screen.findByRole('list', { name: 'Active packs' });
    expect(within(active).getByText('10 × 1:1 PT')).toBeInTheDocument();
    expect(within(active).getByText('£400.00')).toBeInTheDocument();
    expect(within(active).getByText('10 credits · 1:1 PT')).toBeInTheDocument();
    expect(within(active).getByText('Valid 120 days from purchase')).toBeInTheDocument();
    expect(within(active).queryByText('Bootcamp 5')).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Archived (1)' }));
    const archived = screen.getByRole('list', { name: 'Archived packs' });
    expect(within(archived).getByText('Never expires')).toBeInTheDocument();
    expect(screen.getByText(/credits clients already bought keep working/)).toBeInTheDocument();
  });

  it('shows the empty state, and a failed read with Try again', async () => {
    const user = userEvent.setup();
    let fail = true;
    server.use(
      http.get(`${REST}/packages`, () =>
        fail ? HttpResponse.json({ message: 'boom' }, { status: 500 }) : HttpResponse.json([]),
      ),
    );
    renderWithProviders(<PackagesPage />);
    expect(await screen.findByText('Unable to load packs. Please try again.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No packs yet')).toBeInTheDocument();
  });

  it('creates a pack: checks the fields, then saves the row in minor units', async () => {
    const user = userEvent.setup();
    const saved: unknown[] = [];
    server.use(
      http.post(`${REST}/packages`, async ({ request }) => {
        saved.push(await request.json());
        return new HttpResponse(null, { status: 201 });
      }),
    );
    renderWithProviders(<PackagesPage />);
    await user.click(await screen.findByRole('button', { name: 'New pack' }));
    const dialog = screen.getByRole('dialog', { name: 'New pack' });
    expect(within(dialog).getByRole('option', { name: '1:1 PT' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('option', { name: 'Old bootcamp' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Create pack' }));
    expect(within(dialog).getByText('Give the pack a name.')).toBeInTheDocument();
    expect(within(dialog).getByText(/Enter a price/)).toBeInTheDocument();
    expect(saved).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Name'), '5 × Group class');
    await user.selectOptions(within(dialog).getByLabelText('Credit category'), 'Group class');
    const credits = within(dialog).getByLabelText('Credits');
    await user.clear(credits);
    await user.type(credits, '5');
    await user.type(within(dialog).getByLabelText('Price (GBP)'), '65');
    await user.type(within(dialog).getByLabelText('Limit per client (optional)'), '0');
    await user.click(within(dialog).getByRole('button', { name: 'Create pack' }));
    expect(within(dialog).getByText('From 1 to 100, or empty for no limit.')).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('Limit per client (optional)'));
    await user.click(within(dialog).getByRole('button', { name: 'Create pack' }));

    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      name: '5 × Group class',
      description: '',
      category_id: GROUP.id,
      credits: 5,
      price_minor: 6500,
      valid_days: 90,
      per_client_limit: null,
      created_by: ADMIN.id,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('edits a pack: says buyers keep what they paid for, sends only the product, never-expiring', async () => {
    const user = userEvent.setup();
    const changes: unknown[] = [];
    server.use(
      http.patch(`${REST}/packages`, async ({ request }) => {
        changes.push({ id: new URL(request.url).searchParams.get('id'), body: await request.json() });
        return new HttpResponse(null, { status: 204 });
      }),
    );
    renderWithProviders(<PackagesPage />);
    await user.click(await screen.findByRole('button', { name: 'Edit 10 × 1:1 PT' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit pack' });
    const price = within(dialog).getByLabelText('Price (GBP)');
    expect(price).toHaveValue('400.00');
    expect(within(dialog).getByText('Clients who already bought keep what they paid for.')).toBeInTheDocument();
    await user.clear(price);
    await user.type(price, '420');
    await user.click(within(dialog).getByRole('radio', { name: 'Never' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(changes).toHaveLength(1));
    expect(changes[0]).toEqual({
      id: 'eq.p-pt',
      body: {
        name: '10 × 1:1 PT',
        description: 'Ten sessions with your trainer.',
        category_id: PT.id,
        credits: 10,
        price_minor: 42000,
        valid_days: null,
        per_client_limit: null,
      },
    });
  });

  it('keeps the form and shows the server’s words when a save fails', async () => {
    const user = userEvent.setup();
    server.use(
      http.patch(`${REST}/packages`, () =>
        HttpResponse.json({ code: '42501', message: 'Only admins may change packs' }, { status: 403 }),
      ),
    );
    renderWithProviders(<PackagesPage />);
    await user.click(await screen.findByRole('button', { name: 'Edit 10 × 1:1 PT' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit pack' });
    await user.clear(within(dialog).getByLabelText('Name'));
    await user.type(within(dialog).getByLabelText('Name'), 'Ten PT');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await within(dialog).findByText('Only admins may change packs')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Name')).toHaveValue('Ten PT');
  });

  it('archives a pack', async () => {
    const user = userEvent.setup();
    const changes: unknown[] = [];
    server.use(
      http.patch(`${REST}/packages`, async ({ request }) => {
        changes.push(await request.json());
        return new HttpResponse(null, { status: 204 });
      }),
    );
    renderWithProviders(<PackagesPage />);
    await user.click(await screen.findByRole('button', { name: 'Archive 10 × 1:1 PT' }));
    await waitFor(() => expect(changes).toEqual([{ is_archived: true }]));
  });
});
