import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import ServicePricingPage from '@/features/payments/components/ServicePricingPage';
import { signInClient } from '../support/fixtures';
import { server, withMswServer } from '../support/msw';
import { REST, table } from '../support/postgrest';
import { renderWithProviders } from '../support/render';
import {
  ADMIN,
  FREE_SERVICE,
  GROUP,
  GROUP_SERVICE,
  OLD,
  PT,
  PT_SERVICE,
  signInAdmin,
  studioSettings,
} from './catalogue-fixtures';

withMswServer(() => [
  studioSettings(),
  table('credit_categories', [PT, GROUP, OLD]),
  table('services', [PT_SERVICE, GROUP_SERVICE, FREE_SERVICE]),
  table('service_credit_categories', (url) => {
    const links = [
      { service_id: PT_SERVICE.id, category_id: PT.id },
      { service_id: GROUP_SERVICE.id, category_id: GROUP.id },
    ];
    const only = url.searchParams.get('service_id')?.replace(/^eq\./, '');
    return only ? links.filter((link) => link.service_id === only) : links;
  }),
]);

describe('Pricing (/services/pricing)', () => {
  beforeEach(signInAdmin);

  it('shows each service as paid (drop-in and credits) or plainly free, and the active categories', async () => {
    renderWithProviders(<ServicePricingPage />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading prices');
    const prices = await screen.findByRole('list', { name: 'Service prices' });
    const pt = within(prices).getByText('1:1 Personal training').closest('li')!;
    expect(within(pt).getByText('£45.00')).toBeInTheDocument();
    expect(within(pt).getByText('1:1 PT credits')).toBeInTheDocument();
    const group = within(prices).getByText('Small-group strength').closest('li')!;
    expect(within(group).getByText('Not sold as a drop-in')).toBeInTheDocument();
    expect(within(group).getByText('Group class credits')).toBeInTheDocument();
    const free = within(prices).getByText('Intro chat').closest('li')!;
    expect(within(free).getByText('Free: booking it costs nothing.')).toBeInTheDocument();

    const categories = screen.getByRole('list', { name: 'Credit categories' });
    expect(
      within(categories)
        .getAllByRole('listitem')
        .map((item) => item.firstChild?.textContent),
    ).toEqual(['1:1 PT', 'Group class']);
  });

  it('says when there are no services, and shows a failed read with Try again', async () => {
    const user = userEvent.setup();
    let fail = true;
    server.use(
      table('services', []),
      http.get(`${REST}/credit_categories`, () =>
        fail ? HttpResponse.json({ message: 'boom' }, { status: 500 }) : HttpResponse.json([]),
      ),
    );
    renderWithProviders(<ServicePricingPage />);
    expect(await screen.findByText('Unable to load prices. Please try again.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No services yet')).toBeInTheDocument();
    expect(screen.getByText(/No credit categories yet/)).toBeInTheDocument();
  });

  it('checks the drop-in price, then saves it in minor units with the ticked categories', async () => {
    const user = userEvent.setup();
    const patched: unknown[] = [];
    const added: unknown[] = [];
    const removed: string[] = [];
    server.use(
      http.patch(`${REST}/services`, async ({ request }) => {
        patched.push({ url: new URL(request.url).searchParams.get('id'), body: await request.json() });
        return new HttpResponse(null, { status: 204 });
      }),
      http.post(`${REST}/service_credit_categories`, async ({ request }) => {
        added.push(await request.json());
        return new HttpResponse(null, { status: 201 });
      }),
      http.delete(`${REST}/service_credit_categories`, ({ request }) => {
        removed.push(new URL(request.url).search);
        return new HttpResponse(null, { status: 204 });
      }),
    );
    renderWithProviders(<ServicePricingPage />);
    await user.click(await screen.findByRole('button', { name: 'Set price of Small-group strength' }));
    const dialog = screen.getByRole('dialog', { name: 'Price of Small-group strength' });
    const price = within(dialog).getByLabelText('Drop-in price (GBP)');
    await user.type(price, '15.999');
    await user.click(within(dialog).getByRole('button', { name: 'Save price' }));
    expect(within(dialog).getByText(/Enter a price, e.g. 15 or 15.00/)).toBeInTheDocument();
    expect(price).toHaveAttribute('aria-invalid', 'true');
    expect(patched).toHaveLength(0);

    await user.clear(price);
    await user.type(price, '15');
    await user.click(within(dialog).getByLabelText('1:1 PT'));
    await user.click(within(dialog).getByLabelText('Group class'));
    await user.click(within(dialog).getByRole('button', { name: 'Save price' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(patched).toEqual([{ url: 'eq.s-group', body: { drop_in_price_minor: 1500 } }]);
    expect(added).toEqual([[{ service_id: 's-group', category_id: 'c-pt' }]]);
    expect(removed[0]).toContain('category_id=in.%28c-group%29');
  });

  it('says a service becomes free when its price and categories are cleared', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ServicePricingPage />);
    await user.click(await screen.findByRole('button', { name: 'Set price of 1:1 Personal training' }));
    const dialog = screen.getByRole('dialog', { name: 'Price of 1:1 Personal training' });
    expect(within(dialog).queryByText(/is free/)).not.toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('Drop-in price (GBP)'));
    await user.click(within(dialog).getByLabelText('1:1 PT'));
    expect(
      within(dialog).getByText(
        'With no drop-in price and no category, 1:1 Personal training is free: booking it costs nothing.',
      ),
    ).toBeInTheDocument();
  });

  it('creates a category, and says in words when the name is taken', async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    server.use(
      http.post(`${REST}/credit_categories`, async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json(
          { code: '23505', message: 'duplicate key value violates unique constraint "credit_categories_name_key"' },
          { status: 409 },
        );
      }),
    );
    renderWithProviders(<ServicePricingPage />);
    await user.click(await screen.findByRole('button', { name: 'New category' }));
    const dialog = screen.getByRole('dialog', { name: 'New credit category' });
    await user.click(within(dialog).getByRole('button', { name: 'Create category' }));
    expect(within(dialog).getByText(/Give the category a name/)).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Name'), 'group CLASS{Enter}');
    expect(
      await within(dialog).findByText(
        'There is already a category called "group CLASS" (names ignore upper and lower case).',
      ),
    ).toBeInTheDocument();
    expect(sent[0]).toMatchObject({ name: 'group CLASS' });
    expect(within(dialog).getByLabelText('Name')).toHaveValue('group CLASS');
  });

  it('archives a category and restores an archived one', async () => {
    const user = userEvent.setup();
    const changes: unknown[] = [];
    server.use(
      http.patch(`${REST}/credit_categories`, async ({ request }) => {
        changes.push({ id: new URL(request.url).searchParams.get('id'), body: await request.json() });
        return new HttpResponse(null, { status: 204 });
      }),
    );
    renderWithProviders(<ServicePricingPage />);
    await user.click(await screen.findByRole('button', { name: 'Archive Group class' }));
    await user.click(screen.getByRole('button', { name: 'Show archived (1)' }));
    await user.click(
      within(screen.getByRole('list', { name: 'Archived categories' })).getByRole('button', {
        name: 'Restore Old bootcamp',
      }),
    );
    await waitFor(() => expect(changes).toHaveLength(2));
    expect(changes).toEqual([
      { id: 'eq.c-group', body: { is_archived: true } },
      { id: 'eq.c-old', body: { is_archived: false } },
    ]);
  });

  it('is for admins only', async () => {
    signInClient({ userRole: 'staff', user: ADMIN });
    renderWithProviders(<ServicePricingPage />);
    expect(await screen.findByText('Admins only')).toBeInTheDocument();
  });
});
