import { beforeEach, describe, expect, it, vi } from 'vitest';
import { addWorkout, emptyDraft } from '@/features/programs/lib/program-draft';

// The builder's draft lives in local storage (spec keys programBuilder and programBuilderState):
// every change is written at once, a reload reads it back, and saving or discarding clears it.

async function freshStores() {
  vi.resetModules();
  return import('@/features/programs/stores/program-builder-store');
}

function stored(key: string) {
  const raw = localStorage.getItem(key);
  return raw === null ? null : (JSON.parse(raw) as { state: Record<string, unknown> });
}

describe('program builder stores', () => {
  beforeEach(() => localStorage.clear());

  it('writes every change to programBuilder and reads it back after a reload', async () => {
    const first = await freshStores();
    first.useProgramDraftStore.getState().change((draft) => ({
      ...addWorkout(draft, { id: 'w1', name: 'Push' }, 1, 'k1'),
      programSettings: { ...draft.programSettings, programName: 'Base' },
    }));
    expect(stored('programBuilder')?.state).toMatchObject({
      programSettings: { programName: 'Base' },
      programWorkouts: [{ key: 'k1', workoutId: 'w1', dayOfWeek: 1 }],
      selectedTrainingStyles: ['engage-health'],
    });

    const reloaded = await freshStores();
    expect(reloaded.useProgramDraftStore.getState().programSettings.programName).toBe('Base');
    expect(reloaded.useProgramDraftStore.getState().programWorkouts).toHaveLength(1);
  });

  it('recovers from a damaged stored draft instead of breaking the builder', async () => {
    localStorage.setItem(
      'programBuilder',
      JSON.stringify({ state: { programSettings: { programName: 'Kept', flexSchedule: 3 }, programWorkouts: 'x' } }),
    );
    localStorage.setItem('programBuilderState', JSON.stringify({ state: { editingProgramId: 42 } }));
    const { useProgramDraftStore, useBuilderSessionStore } = await freshStores();
    expect(useProgramDraftStore.getState().programSettings).toMatchObject({ programName: 'Kept', flexSchedule: false });
    expect(useProgramDraftStore.getState().programWorkouts).toEqual([]);
    expect(useBuilderSessionStore.getState().editingProgramId).toBeNull();
  });

  it('remembers which program is being edited, and clears both keys on reset', async () => {
    const { loadIntoBuilder, resetProgramBuilder, useProgramDraftStore } = await freshStores();
    loadIntoBuilder({ ...emptyDraft(), aiPromptData: 'x' }, { editingProgramId: 'p1', expectedUpdatedAt: 't' });
    expect(stored('programBuilderState')?.state).toEqual({ editingProgramId: 'p1', expectedUpdatedAt: 't' });
    resetProgramBuilder();
    expect(localStorage.getItem('programBuilder')).toBeNull();
    expect(localStorage.getItem('programBuilderState')).toBeNull();
    expect(useProgramDraftStore.getState().aiPromptData).toBe('');
  });
});
