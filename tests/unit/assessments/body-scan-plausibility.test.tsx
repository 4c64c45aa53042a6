import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import BodyScanPage from '@/features/assessments/components/BodyScanPage';
import { useWeightUnitStore } from '@/stores/weight-unit-store';
import { CLIENT, CLIENT_ID, CLIENT_PROFILE_ROW, signInClient } from '../support/fixtures';
import { server, withMswServer } from '../support/msw';
import { REST, table } from '../support/postgrest';
import { renderWithProviders } from '../support/render';

// A body scan five days after the last with +8 kg of weight and −15.9 kg of lean mass is almost
// certainly a typing slip: the form says which values and why, and saves only when confirmed.
const TRAINER_ID = '00000000-0000-4000-8000-000000000002';
const PATH = '/clients/profile/:id/assessments/bodyscan';
const last = {
  id: 'b1',
  client_id: CLIENT_ID,
  type: 'body_scan',
  measured_on: '2026-03-01',
  data: { weightKg: 80, leanMassKg: 60, bodyFatPercent: 25 },
  lab_ranges: {},
  notes: null,
  file_path: null,
  updated_at: '2026-03-01T10:00:00Z',
};

withMswServer(() => [
  table('users', (url) => (url.searchParams.get('id') === `eq.${CLIENT_ID}` ? [CLIENT_PROFILE_ROW] : [])),
  table('assessments', [last]),
]);

describe('a body scan that changed implausibly fast', () => {
  it('asks for confirmation, naming each value and why, and saves when the trainer confirms', async () => {
    const user = userEvent.setup();
    signInClient({ userRole: 'staff', user: { ...CLIENT, id: TRAINER_ID, firstName: 'Taylor', lastName: 'Reyes' } });
    useWeightUnitStore.setState({ userId: TRAINER_ID, unit: 'kg' });
    const sent: unknown[] = [];
    server.use(
      http.post(`${REST}/assessments`, async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        sent.push(body);
        return HttpResponse.json({ ...last, ...body, id: 'b2', updated_at: '2026-03-06T10:00:00Z' });
      }),
    );
    renderWithProviders(<BodyScanPage />, { at: `/clients/profile/${CLIENT_ID}/assessments/bodyscan`, path: PATH });
    await user.click(await screen.findByRole('button', { name: /New body scan/ }));
    const dialog = screen.getByRole('dialog', { name: 'New body scan' });
    await user.clear(within(dialog).getByLabelText('Date of the test'));
    await user.type(within(dialog).getByLabelText('Date of the test'), '2026-03-06');
    await user.type(within(dialog).getByLabelText('Weight'), '88');
    await user.type(within(dialog).getByLabelText('Lean mass'), '44.1');
    await user.click(within(dialog).getByRole('button', { name: 'Save result' }));

    const warning = within(dialog).getByRole('alert');
    expect(warning).toHaveTextContent('Weight changed by +8 kg in 5 days (2026-03-01)');
    expect(warning).toHaveTextContent('Lean mass changed by −15.9 kg in 5 days (2026-03-01)');
    expect(sent).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: 'Save anyway' }));
    await expect.poll(() => sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ measured_on: '2026-03-06', data: { weightKg: 88, leanMassKg: 44.1 } });
  });
});
