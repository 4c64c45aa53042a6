import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { ClientOnDemandProgress } from '@/features/on-demand/profile-progress';
import { server, withMswServer } from '../support/msw';
import { REST, table } from '../support/postgrest';
import { renderWithProviders } from '../support/render';
import { signInStaff } from './fixtures';

const ROWS = [
  {
    id: 'p1',
    opened_at: '2026-11-20T10:00:00Z',
    completed_at: '2026-11-21T10:00:00Z',
    position_seconds: 0,
    updated_at: '2026-11-21T10:00:00Z',
    resource: { title: 'Meal guide', kind: 'document' },
    offer: null,
  },
  {
    id: 'p2',
    opened_at: '2026-11-19T10:00:00Z',
    completed_at: null,
    position_seconds: 133,
    updated_at: '2026-11-19T10:00:00Z',
    resource: { title: 'Hip openers', kind: 'video' },
    offer: null,
  },
  {
    id: 'p3',
    opened_at: '2026-11-18T10:00:00Z',
    completed_at: null,
    position_seconds: 0,
    updated_at: '2026-11-18T10:00:00Z',
    resource: null,
    offer: { workout: { name: 'Home strength' } },
  },
];

withMswServer(() => [table('on_demand_progress', ROWS)]);

describe("the client profile's On demand section", () => {
  beforeEach(signInStaff);

  it('lists what the client opened and completed, with where a video stopped', async () => {
    renderWithProviders(<ClientOnDemandProgress clientId="c1" />);
    const section = screen.getByRole('region', { name: 'On demand' });
    const items = await within(section).findAllByRole('listitem');
    expect(items[0]).toHaveTextContent(/Meal guide.*PDF.*Completed/);
    expect(items[1]).toHaveTextContent(/Hip openers.*Video.*Opened.*watched to 2:13/);
    expect(items[2]).toHaveTextContent(/Home strength.*Workout.*Opened/);
  });

  it('says when nothing was opened, and shows a failed read', async () => {
    server.use(http.get(`${REST}/on_demand_progress`, () => HttpResponse.json([])));
    const { unmount } = renderWithProviders(<ClientOnDemandProgress clientId="c1" />);
    expect(await screen.findByText('Nothing opened yet.')).toBeInTheDocument();
    unmount();
    server.use(http.get(`${REST}/on_demand_progress`, () => HttpResponse.json({ message: 'x' }, { status: 500 })));
    renderWithProviders(<ClientOnDemandProgress clientId="c2" />);
    expect(await screen.findByText('Unable to load on-demand progress. Please try again.')).toBeInTheDocument();
  });
});
