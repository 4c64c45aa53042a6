import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import AvailabilityPage from '@/features/scheduling/components/AvailabilityPage';
import { MyHoursLink } from '@/features/scheduling/components/MyHoursLink';
import { CLIENT, signInClient } from '../support/fixtures';
import { withMswServer } from '../support/msw';
import { table } from '../support/postgrest';
import { renderWithProviders } from '../support/render';

const STAFF = [
  { id: 't1', first_name: 'Taylor', last_name: 'Brooks', email: null, role: 'staff', status: 'active' },
  { id: 't2', first_name: 'Sam', last_name: 'Ortiz', email: null, role: 'staff', status: 'active' },
  { id: 'a1', first_name: 'Alex', last_name: 'Admin', email: null, role: 'admin', status: 'active' },
];
const hoursRead: string[] = [];

withMswServer(() => [
  table('studio_settings', [{ time_zone: 'Europe/London', week_start: 1 }]),
  table('users', STAFF),
  table('trainer_hours', (url) => {
    hoursRead.push(url.searchParams.get('trainer_id') ?? '');
    return [];
  }),
  table('trainer_blockouts', []),
  table('trainer_date_overrides', []),
]);

const routes = { '/services/availability': <AvailabilityPage /> };

describe('My hours (from /appointments)', () => {
  beforeEach(() => {
    hoursRead.length = 0;
  });

  it("takes a trainer to their own hours, and a trainer's link never opens another's", async () => {
    const user = userEvent.setup();
    signInClient({ userRole: 'staff', user: { ...CLIENT, id: 't1' } });
    renderWithProviders(<MyHoursLink />, { at: '/appointments', routes });
    await user.click(screen.getByRole('link', { name: 'My hours' }));
    expect(await screen.findByRole('region', { name: 'Weekly hours' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Trainer')).not.toBeInTheDocument();
    expect(hoursRead).toEqual(['eq.t1']);
  });

  it('ignores another trainer named in the address for staff', async () => {
    signInClient({ userRole: 'staff', user: { ...CLIENT, id: 't1' } });
    renderWithProviders(<AvailabilityPage />, {
      at: '/services/availability?trainer=t2',
      path: '/services/availability',
    });
    expect(await screen.findByRole('region', { name: 'Weekly hours' })).toBeInTheDocument();
    expect(hoursRead).toEqual(['eq.t1']);
  });

  it('opens on the admin themselves when an admin follows their own link', async () => {
    const user = userEvent.setup();
    signInClient({ userRole: 'admin', user: { ...CLIENT, id: 'a1' } });
    renderWithProviders(<MyHoursLink />, { at: '/appointments', routes });
    await user.click(screen.getByRole('link', { name: 'My hours' }));
    const picker = await screen.findByLabelText('Trainer');
    expect(picker).toHaveValue('a1');
    expect(within(picker).getByRole('option', { name: 'Alex Admin' })).toBeInTheDocument();
  });

  it('is not there for a client', () => {
    signInClient({ userRole: 'client' });
    const { container } = renderWithProviders(<MyHoursLink />, { at: '/appointments' });
    expect(container).toBeEmptyDOMElement();
  });
});
