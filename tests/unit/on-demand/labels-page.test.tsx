import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import LabelsPage from '@/features/on-demand/components/LabelsPage';
import { signInClient } from '../support/fixtures';
import { server, withMswServer } from '../support/msw';
import { REST, table } from '../support/postgrest';
import { renderWithProviders } from '../support/render';
import { MOBILITY, NUTRITION, signInStaff } from './fixtures';

const USES = [
  { id: 'u1', label_id: MOBILITY.id, resource_id: 'r1', workout_id: null },
  { id: 'u2', label_id: MOBILITY.id, resource_id: 'r2', workout_id: null },
  { id: 'u3', label_id: NUTRITION.id, resource_id: 'r2', workout_id: null },
];

withMswServer(() => [table('on_demand_labels', [MOBILITY, NUTRITION]), table('on_demand_item_labels', USES)]);

describe('Labels (/on-demand/labels)', () => {
  beforeEach(signInStaff);

  it('lists labels with how many items use each', async () => {
    renderWithProviders(<LabelsPage />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading labels');
    const list = await screen.findByRole('list', { name: 'Labels' });
    expect(within(list).getByText('Used on 2 items')).toBeInTheDocument();
    expect(within(list).getByText('Used on 1 item')).toBeInTheDocument();
  });

  it('shows the empty state, and a failed read with Try again', async () => {
    const user = userEvent.setup();
    let fail = true;
    server.use(
      http.get(`${REST}/on_demand_labels`, () =>
        fail ? HttpResponse.json({ message: 'boom' }, { status: 500 }) : HttpResponse.json([]),
      ),
    );
    renderWithProviders(<LabelsPage />);
    expect(await screen.findByText('Unable to load labels. Please try again.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No labels yet')).toBeInTheDocument();
  });

  it('merges: items of the merged label get the other (none twice), then the merged label is removed', async () => {
    const user = userEvent.setup();
    const steps: string[] = [];
    let inserted: unknown;
    server.use(
      http.post(`${REST}/on_demand_item_labels`, async ({ request }) => {
        inserted = await request.json();
        steps.push('insert');
        return new HttpResponse(null, { status: 201 });
      }),
      http.delete(`${REST}/on_demand_labels`, ({ request }) => {
        steps.push(`delete ${new URL(request.url).searchParams.get('id')}`);
        return new HttpResponse(null, { status: 204 });
      }),
    );
    renderWithProviders(<LabelsPage />);
    await user.click(await screen.findByRole('button', { name: 'Merge Mobility' }));
    expect(screen.getByRole('combobox', { name: 'Into' })).toHaveValue(NUTRITION.id);
    await user.click(screen.getByRole('button', { name: 'Merge labels' }));
    await waitFor(() => expect(steps).toEqual(['insert', `delete eq.${MOBILITY.id}`]));
    // r2 already has Nutrition: only r1 gains it.
    expect(inserted).toEqual([{ label_id: NUTRITION.id, resource_id: 'r1', workout_id: null }]);
  });

  it('asks before deleting, saying what uses the label', async () => {
    const user = userEvent.setup();
    renderWithProviders(<LabelsPage />);
    await user.click(await screen.findByRole('button', { name: 'Delete Mobility' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete “Mobility”?' });
    expect(within(dialog).getByText(/Used on 2 items: it comes off those items; the items stay/)).toBeInTheDocument();
  });

  it('refuses a duplicate name with a clear message', async () => {
    const user = userEvent.setup();
    server.use(
      http.post(`${REST}/on_demand_labels`, () =>
        HttpResponse.json({ code: '23505', message: 'duplicate key' }, { status: 409 }),
      ),
    );
    renderWithProviders(<LabelsPage />);
    await user.click(await screen.findByRole('button', { name: 'New label' }));
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'mobility');
    await user.click(screen.getByRole('button', { name: 'Create label' }));
    expect(await screen.findByText('There is already a label called “mobility”.')).toBeInTheDocument();
  });

  it('is for staff only', () => {
    signInClient();
    renderWithProviders(<LabelsPage />);
    expect(screen.getByText('Staff only')).toBeInTheDocument();
  });
});
