import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import DiscountCodesPage from '@/features/payments/components/DiscountCodesPage';
import { server, withMswServer } from '../support/msw';
import { REST, table } from '../support/postgrest';
import { renderWithProviders } from '../support/render';
import { ADMIN, PT_PACK, UNLIMITED, WELCOME, signInAdmin, studioSettings } from './catalogue-fixtures';

const FIVER = {
  ...WELCOME,
  id: 'd-fiver',
  code: 'FIVER',
  kind: 'amount',
  percent_off: null,
  amount_off_minor: 500,
  starts_at: '2026-12-01T00:00:00Z',
  ends_at: null,
  product_ids: null,
  max_redemptions: null,
  max_per_client: null,
};
const redemptionQueries: string[] = [];

withMswServer(() => [
  studioSettings(),
  table('packages', [PT_PACK]),
  table('membership_plans', [UNLIMITED]),
  table('discount_codes', [FIVER, WELCOME]),
  table('discount_redemptions', (url) => {
    redemptionQueries.push(url.search);
    // The read asks only for redemptions that still hold a use (released_at is null).
    return [{ discount_id: WELCOME.id }, { discount_id: WELCOME.id }, { discount_id: WELCOME.id }];
  }),
]);

describe('Discounts (/payments/discounts)', () => {
  beforeEach(() => {
    signInAdmin();
    redemptionQueries.length = 0;
  });

  // The days are shown in the person's locale (jsdom's may be en-US or en-GB).
  it('lists codes upper-case with what they take off, their days, products and uses held', async () => {
    renderWithProviders(<DiscountCodesPage />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading discount codes');
    const list = await screen.findByRole('list', { name: 'Active codes' });
    const welcome = within(list).getByText('WELCOME10').closest('li')!;
    expect(within(welcome).getByText('10% off')).toBeInTheDocument();
    expect(within(welcome).getByText(/^Until (30 Dec|Dec 30,) 2026$/)).toBeInTheDocument();
    expect(within(welcome).getByText('10 × 1:1 PT')).toBeInTheDocument();
    expect(within(welcome).getByText('3 of 50 used · 1 per client')).toBeInTheDocument();
    const fiver = within(list).getByText('FIVER').closest('li')!;
    expect(within(fiver).getByText('£5.00 off')).toBeInTheDocument();
    expect(within(fiver).getByText(/^From (1 Dec|Dec 1,) 2026$/)).toBeInTheDocument();
    expect(within(fiver).getByText('Every pack and plan')).toBeInTheDocument();
    expect(within(fiver).getByText('0 used (no limit)')).toBeInTheDocument();
    expect(redemptionQueries[0]).toContain('released_at=is.null');
  });

  it('shows the empty state, and a failed read with Try again', async () => {
    const user = userEvent.setup();
    let fail = true;
    server.use(
      http.get(`${REST}/discount_codes`, () =>
        fail ? HttpResponse.json({ message: 'boom' }, { status: 500 }) : HttpResponse.json([]),
      ),
    );
    renderWithProviders(<DiscountCodesPage />);
    expect(await screen.findByText('Unable to load discount codes. Please try again.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No discount codes yet')).toBeInTheDocument();
  });

  it('creates a code for chosen products: checks the fields, saves it upper-case with the studio’s days', async () => {
    const user = userEvent.setup();
    const saved: unknown[] = [];
    server.use(
      http.post(`${REST}/discount_codes`, async ({ request }) => {
        saved.push(await request.json());
        return new HttpResponse(null, { status: 201 });
      }),
    );
    renderWithProviders(<DiscountCodesPage />);
    await user.click(await screen.findByRole('button', { name: 'New code' }));
    const dialog = screen.getByRole('dialog', { name: 'New discount code' });
    await user.type(within(dialog).getByLabelText('Code'), 'a b');
    await user.click(within(dialog).getByRole('radio', { name: 'Chosen ones' }));
    await user.click(within(dialog).getByRole('button', { name: 'Create code' }));
    expect(within(dialog).getByText('2 to 32 letters, digits, - or _ (no spaces).')).toBeInTheDocument();
    expect(within(dialog).getByText('Tick at least one pack or plan, or choose every product.')).toBeInTheDocument();
    expect(saved).toHaveLength(0);

    const code = within(dialog).getByLabelText('Code');
    await user.clear(code);
    await user.type(code, 'summer-25');
    expect(code).toHaveValue('SUMMER-25');
    await user.click(within(dialog).getByRole('radio', { name: 'Amount off' }));
    await user.type(within(dialog).getByLabelText('Amount off (GBP)'), '12.50');
    await user.type(within(dialog).getByLabelText('First day'), '2026-07-01');
    await user.type(within(dialog).getByLabelText('Last day'), '2026-07-31');
    await user.click(within(dialog).getByLabelText('Membership: Unlimited classes'));
    await user.type(within(dialog).getByLabelText('Uses in total (optional)'), '100');
    await user.click(within(dialog).getByRole('button', { name: 'Create code' }));

    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      code: 'SUMMER-25',
      kind: 'amount',
      percent_off: null,
      amount_off_minor: 1250,
      // London is on summer time in July: its days start at 23:00 UTC the evening before.
      starts_at: '2026-06-30T23:00:00.000Z',
      ends_at: '2026-07-31T23:00:00.000Z',
      product_ids: [UNLIMITED.id],
      max_redemptions: 100,
      max_per_client: 1,
      created_by: ADMIN.id,
    });
  });

  it('says in words that a code is taken (case ignored), keeping what was typed', async () => {
    const user = userEvent.setup();
    server.use(
      http.post(`${REST}/discount_codes`, () =>
        HttpResponse.json(
          { code: '23505', message: 'duplicate key value violates unique constraint "discount_codes_code_upper_key"' },
          { status: 409 },
        ),
      ),
    );
    renderWithProviders(<DiscountCodesPage />);
    await user.click(await screen.findByRole('button', { name: 'New code' }));
    const dialog = screen.getByRole('dialog', { name: 'New discount code' });
    await user.type(within(dialog).getByLabelText('Code'), 'Welcome10{Enter}');
    expect(
      await within(dialog).findByText(
        'There is already a code WELCOME10 (codes ignore upper and lower case). Choose another.',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Code')).toHaveValue('WELCOME10');
  });

  it('edits a code: shows its uses beside the limit and keeps its last day', async () => {
    const user = userEvent.setup();
    const changes: unknown[] = [];
    server.use(
      http.patch(`${REST}/discount_codes`, async ({ request }) => {
        changes.push(await request.json());
        return new HttpResponse(null, { status: 204 });
      }),
    );
    renderWithProviders(<DiscountCodesPage />);
    await user.click(await screen.findByRole('button', { name: 'Edit WELCOME10' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit discount code' });
    expect(within(dialog).getByText('Used 3 times so far.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Last day')).toHaveValue('2026-12-30');
    const percent = within(dialog).getByLabelText('Percent off');
    await user.clear(percent);
    await user.type(percent, '101');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(within(dialog).getByText('A whole percentage from 1 to 100.')).toBeInTheDocument();
    await user.clear(percent);
    await user.type(percent, '15');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(changes).toHaveLength(1));
    expect(changes[0]).toMatchObject({
      code: 'WELCOME10',
      percent_off: 15,
      ends_at: '2026-12-31T00:00:00.000Z',
      product_ids: [PT_PACK.id],
    });
  });

  it('archives a code', async () => {
    const user = userEvent.setup();
    const changes: unknown[] = [];
    server.use(
      http.patch(`${REST}/discount_codes`, async ({ request }) => {
        changes.push(await request.json());
        return new HttpResponse(null, { status: 204 });
      }),
    );
    renderWithProviders(<DiscountCodesPage />);
    await user.click(await screen.findByRole('button', { name: 'Archive FIVER' }));
    await waitFor(() => expect(changes).toEqual([{ is_archived: true }]));
  });
});
