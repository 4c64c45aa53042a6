import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import ServiceTypesPage from '@/features/scheduling/components/ServiceTypesPage';
import { CLIENT, signInClient } from '../support/fixtures';
import { server, withMswServer } from '../support/msw';
import { REST, table } from '../support/postgrest';
import { renderWithProviders } from '../support/render';

const ADMIN = { ...CLIENT, id: '00000000-0000-4000-8000-000000000003', firstName: 'Avery' };
const TRAINERS = [
  { id: 't1', first_name: 'Taylor', last_name: 'Brooks', email: null, role: 'staff', status: 'active' },
  { id: 't2', first_name: 'Jordan', last_name: 'Lee', email: null, role: 'staff', status: 'active' },
];
const service = (patch: Record<string, unknown>) => ({
  id: 's1',
  name: 'Personal training',
  description: '',
  duration_minutes: 60,
  buffer_before_minutes: 0,
  buffer_after_minutes: 15,
  capacity: 1,
  location: 'in_person',
  video_url: null,
  colour: '#2563eb',
  allowed_client_types: null,
  is_archived: false,
  service_trainers: [{ trainer_id: 't1' }],
  ...patch,
});

withMswServer(() => [
  table('services', [
    service({}),
    service({ id: 's2', name: 'Old bootcamp', capacity: 15, is_archived: true, service_trainers: [] }),
  ]),
  table('users', TRAINERS),
]);

describe('Service types', () => {
  beforeEach(() => signInClient({ userRole: 'admin', user: ADMIN }));

  it('lists active services with their timing, trainers and audience; archived ones behind the toggle', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ServiceTypesPage />);
    const active = await screen.findByRole('list', { name: 'Active services' });
    expect(within(active).getByText('Personal training')).toBeInTheDocument();
    expect(within(active).getByText('1:1 appointment · 60 min · 15 min after')).toBeInTheDocument();
    expect(within(active).getByText('Taylor Brooks')).toBeInTheDocument();
    expect(within(active).getByText('All clients')).toBeInTheDocument();
    expect(within(active).queryByText('Old bootcamp')).not.toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Archived (1)' }));
    const archived = screen.getByRole('list', { name: 'Archived services' });
    expect(within(archived).getByText('Class · 15 places · 60 min · 15 min after')).toBeInTheDocument();
    expect(within(archived).getByText('None yet: cannot be booked')).toBeInTheDocument();
  });

  it('creates a class: checks the fields first, then saves the row and its trainers', async () => {
    const user = userEvent.setup();
    const saved: unknown[] = [];
    const assigned: unknown[] = [];
    server.use(
      http.post(`${REST}/services`, async ({ request }) => {
        saved.push(await request.json());
        return new HttpResponse(null, { status: 201 });
      }),
      http.get(`${REST}/service_trainers`, () => HttpResponse.json([])),
      http.post(`${REST}/service_trainers`, async ({ request }) => {
        assigned.push(await request.json());
        return new HttpResponse(null, { status: 201 });
      }),
    );
    renderWithProviders(<ServiceTypesPage />);
    await user.click(await screen.findByRole('button', { name: 'New service' }));
    const dialog = screen.getByRole('dialog', { name: 'New service' });
    await user.click(within(dialog).getByRole('button', { name: 'Create service' }));
    expect(within(dialog).getByText('Give the service a name.')).toBeInTheDocument();
    expect(saved).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Name'), 'Strength class');
    await user.click(within(dialog).getByRole('radio', { name: 'Class' }));
    const places = within(dialog).getByLabelText('Places in a class');
    await user.clear(places);
    await user.type(places, '8');
    await user.click(within(dialog).getByLabelText('Jordan Lee'));
    await user.click(within(dialog).getByLabelText('In-person clients'));
    await user.click(within(dialog).getByRole('button', { name: 'Create service' }));

    await waitFor(() => expect(assigned).toHaveLength(1));
    expect(saved[0]).toMatchObject({
      name: 'Strength class',
      capacity: 8,
      duration_minutes: 60,
      location: 'in_person',
      allowed_client_types: ['in-person'],
    });
    const id = (saved[0] as { id: string }).id;
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(assigned[0]).toEqual([{ service_id: id, trainer_id: 't2' }]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New service' })).not.toBeInTheDocument());
  });

  it('explains why a booked service cannot be deleted', async () => {
    const user = userEvent.setup();
    server.use(
      http.delete(`${REST}/services`, () =>
        HttpResponse.json(
          { code: '23503', message: 'update or delete on table "services" violates foreign key constraint' },
          { status: 409 },
        ),
      ),
    );
    renderWithProviders(<ServiceTypesPage />);
    await user.click(await screen.findByRole('radio', { name: 'Archived (1)' }));
    await user.click(screen.getByRole('button', { name: 'Delete Old bootcamp' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete service?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(
      await within(dialog).findByText(
        'This service has bookings in its history, so it cannot be deleted. It stays archived: nobody can book it.',
      ),
    ).toBeInTheDocument();
  });

  it('is for admins only', async () => {
    signInClient({ userRole: 'staff', user: ADMIN });
    renderWithProviders(<ServiceTypesPage />);
    expect(await screen.findByText('Admins only')).toBeInTheDocument();
  });
});
