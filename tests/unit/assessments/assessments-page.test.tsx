import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import BloodTestPage from '@/features/assessments/components/BloodTestPage';
import { CLIENT, CLIENT_ID, CLIENT_PROFILE_ROW, signInClient } from '../support/fixtures';
import { withMswServer } from '../support/msw';
import { table } from '../support/postgrest';
import { renderWithProviders } from '../support/render';

const TRAINER_ID = '00000000-0000-4000-8000-000000000002';
const PATH = '/clients/profile/:id/assessments/bloodtest';
const at = (id: string) => `/clients/profile/${id}/assessments/bloodtest`;

const test = (id: string, measuredOn: string, data: Record<string, number>, notes: string | null = null) => ({
  id,
  client_id: CLIENT_ID,
  type: 'blood_test',
  measured_on: measuredOn,
  data,
  notes,
  file_path: null,
  updated_at: `${measuredOn}T10:00:00Z`,
});

withMswServer(() => [
  table('users', (url) => (url.searchParams.get('id') === `eq.${CLIENT_ID}` ? [CLIENT_PROFILE_ROW] : [])),
  table('assessments', [
    test('a1', '2026-09-01', { ferritinUgL: 20, glucoseMmolL: 5.0 }),
    test('a2', '2026-11-01', { ferritinUgL: 12, glucoseMmolL: 5.9 }, '<i>retest</i> in 3 months'),
  ]),
]);

describe('the blood test page', () => {
  it('shows a client their own results read-only, flagged against the female ranges', async () => {
    signInClient();
    renderWithProviders(<BloodTestPage />, { at: at(CLIENT_ID), path: PATH });
    const latest = await screen.findByRole('region', { name: /Latest result · 1 Nov 2026/ });
    expect(within(latest).getByRole('row', { name: /Ferritin/ })).toHaveTextContent('12 µg/L');
    expect(within(latest).getByRole('row', { name: /Ferritin/ })).toHaveTextContent('Low');
    expect(within(latest).getByRole('row', { name: /Fasting glucose/ })).toHaveTextContent('High');
    expect(within(latest).getByText('<i>retest</i> in 3 months')).toBeInTheDocument();
    expect(screen.getByText('Your results, as your trainer recorded them.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /New blood test|Edit the result|Delete the result/ })).toBeNull();
    const compare = screen.getByRole('region', { name: 'Compare two dates' });
    expect(within(compare).getByRole('row', { name: /Ferritin/ })).toHaveTextContent('−8');
  });

  it('gives the trainer the buttons to record, edit and delete', async () => {
    signInClient({ userRole: 'staff', user: { ...CLIENT, id: TRAINER_ID, firstName: 'Taylor', lastName: 'Reyes' } });
    renderWithProviders(<BloodTestPage />, { at: at(CLIENT_ID), path: PATH });
    expect(await screen.findByRole('button', { name: /New blood test/ })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Edit the result of 1 Nov 2026' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete the result of 1 Sept 2026' })).toBeInTheDocument();
    expect(screen.getByText('Casey Nguyen')).toBeInTheDocument();
  });

  it('says "not found" for a client the viewer may not see', async () => {
    signInClient();
    renderWithProviders(<BloodTestPage />, { at: at('00000000-0000-4000-8000-000000000014'), path: PATH });
    expect(await screen.findByRole('heading', { name: 'Client not found' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Assessment types' })).toBeNull();
  });
});
