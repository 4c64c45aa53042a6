import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { ProgramAiModal, openProgramAiModal } from '@/features/ai-trainer';
import { useProgramAiStore } from '@/features/ai-trainer/stores/program-ai-store';
import { listCoachedClients } from '@/features/training';
import { MAX_ROWS_PER_REQUEST } from '@/lib/fetch-all-pages';
import { CLIENT, signInClient } from '../support/fixtures';
import { withMswServer } from '../support/msw';
import { REST, rows } from '../support/postgrest';
import { renderWithProviders } from '../support/render';

const TRAINER = { ...CLIENT, id: '00000000-0000-4000-8000-000000000002', firstName: 'Taylor' };
/** More than the 500 one read used to stop at, and more than one response of the server's row cap. */
const COUNT = 1234;
const CLIENTS = Array.from({ length: COUNT }, (_, index) => {
  const n = String(index + 1).padStart(4, '0');
  return {
    id: `00000000-0000-4000-8000-00000000${n}`,
    name: `Client ${n}`,
    first_name: 'Client',
    last_name: n,
    email: `client${n}@example.com`,
  };
});

/** The users table as PostgREST serves it: this trainer's clients, never more than max_rows a response. */
function usersTable() {
  return http.get(`${REST}/users`, ({ request }) => {
    const url = new URL(request.url);
    const mine = url.searchParams.get('assigned_to') === `eq.${TRAINER.id}` ? CLIENTS : [];
    const offset = Number(url.searchParams.get('offset') ?? 0);
    const capped = mine.slice(0, offset + MAX_ROWS_PER_REQUEST);
    return rows(request, capped);
  });
}

describe("a coach's clients", () => {
  withMswServer(() => [usersTable()]);
  beforeEach(() => {
    localStorage.clear();
    useProgramAiStore.setState({ open: false, clientId: '', daysPerWeek: 3, goal: 'general-fitness', style: '' });
    signInClient({ userRole: 'staff', user: TRAINER });
  });

  it('are read page by page, all of them, past the server row cap', async () => {
    const clients = await listCoachedClients(TRAINER.id, false);
    expect(clients).toHaveLength(COUNT);
    expect(clients.at(-1)?.id).toBe(CLIENTS.at(-1)!.id);
  });

  it('are all offered when a program is drafted with AI, the 501st and the last too', async () => {
    renderWithProviders(<ProgramAiModal styles={[]} defaultClient={null} defaultStyle="" onDraft={() => {}} />);
    openProgramAiModal();
    const picker = await screen.findByLabelText('Client');
    await within(picker).findByText('Client 0001');
    const offered = [...picker.querySelectorAll('option')].map((option) => option.textContent);
    expect(offered).toContain('Client 0501');
    expect(offered.filter((name) => name?.startsWith('Client '))).toHaveLength(COUNT);
  });
});
