import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { screenLoadersFor } from '@/app/warm-screens';
import AppointmentsPage from '@/features/scheduling/components/AppointmentsPage';
import { appointmentsViews } from '@/features/scheduling/appointments-views';
import { CLIENT, signInClient } from '../support/fixtures';
import { withMswServer } from '../support/msw';
import { table } from '../support/postgrest';
import { renderWithProviders } from '../support/render';

// Which of the two views' modules were loaded: each records itself when first imported.
const loaded = vi.hoisted(() => [] as string[]);
vi.mock('@/features/scheduling/components/ClientAppointments', () => {
  loaded.push('client');
  return { default: ({ userId }: { userId: string | null }) => <p>client view of {userId}</p> };
});
vi.mock('@/features/scheduling/components/TrainerAppointments', () => {
  loaded.push('trainer');
  return { default: ({ userId }: { userId: string | null }) => <p>trainer view of {userId}</p> };
});

withMswServer(() => [table('studio_settings', [{ time_zone: 'Europe/London', week_start: 1 }])]);

describe('/appointments by role', () => {
  it("loads only the signed-in role's view: a client never the trainer's calendar", async () => {
    signInClient();
    const client = renderWithProviders(<AppointmentsPage />);
    expect(await screen.findByText(`client view of ${CLIENT.id}`)).toBeInTheDocument();
    expect(loaded).toEqual(['client']);
    client.unmount();

    signInClient({ userRole: 'staff', user: { ...CLIENT, id: 't1' } });
    renderWithProviders(<AppointmentsPage />);
    expect(await screen.findByText('trainer view of t1')).toBeInTheDocument();
    expect(loaded).toEqual(['client', 'trainer']);
  });

  it("keeps each role's own view on the device with the page, never the other role's", () => {
    const client = screenLoadersFor('client');
    expect(client).toContain(appointmentsViews.client);
    expect(client).not.toContain(appointmentsViews.staff);
    for (const role of ['staff', 'admin'] as const) {
      expect(screenLoadersFor(role)).toContain(appointmentsViews[role]);
      expect(screenLoadersFor(role)).not.toContain(appointmentsViews.client);
    }
  });
});
