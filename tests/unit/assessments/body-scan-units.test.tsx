import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LatestBodyScanSummary } from '@/features/assessments';
import { useWeightUnitStore } from '@/stores/weight-unit-store';
import { CLIENT, CLIENT_ID, signInClient } from '../support/fixtures';
import { withMswServer } from '../support/msw';
import { table } from '../support/postgrest';
import { renderWithProviders } from '../support/render';

const TRAINER_ID = '00000000-0000-4000-8000-000000000002';

const scan = (id: string, measuredOn: string, data: Record<string, number>) => ({
  id,
  client_id: CLIENT_ID,
  type: 'body_scan',
  measured_on: measuredOn,
  data,
  lab_ranges: {},
  notes: null,
  file_path: null,
  updated_at: `${measuredOn}T10:00:00Z`,
});

withMswServer(() => [
  table('assessments', [
    scan('b1', '2026-10-01', { weightKg: 82, bodyFatPercent: 24.5, leanMassKg: 61.9 }),
    scan('b2', '2026-11-01', { weightKg: 80, bodyFatPercent: 23.1, leanMassKg: 61.5 }),
  ]),
]);

/** The trainer, reading in `unit`: the client profile's summary shows the trainer's unit. */
function signInTrainer(unit: 'kg' | 'lb') {
  signInClient({ userRole: 'staff', user: { ...CLIENT, id: TRAINER_ID, firstName: 'Taylor', lastName: 'Reyes' } });
  useWeightUnitStore.setState({ userId: TRAINER_ID, unit });
}

const figure = (label: string) => screen.getByText(label, { selector: 'dt' }).parentElement!;

describe("the latest body scan on a client's profile", () => {
  it("shows masses in the trainer's pounds, to one decimal; the percentage as stored", async () => {
    signInTrainer('lb');
    renderWithProviders(<LatestBodyScanSummary clientId={CLIENT_ID} />);
    await screen.findByText(/change since/);
    expect(within(figure('Weight')).getByRole('definition')).toHaveTextContent('176.4 lb−4.4');
    expect(within(figure('Lean mass')).getByRole('definition')).toHaveTextContent('135.6 lb−0.9');
    expect(within(figure('Body fat')).getByRole('definition')).toHaveTextContent('23.1 %−1.4');
  });

  it('shows the same scan in kilograms to a trainer who reads kg', async () => {
    signInTrainer('kg');
    renderWithProviders(<LatestBodyScanSummary clientId={CLIENT_ID} />);
    await screen.findByText(/change since/);
    expect(within(figure('Weight')).getByRole('definition')).toHaveTextContent('80 kg−2');
    expect(within(figure('Lean mass')).getByRole('definition')).toHaveTextContent('61.5 kg−0.4');
  });
});
