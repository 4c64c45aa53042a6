import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { ChatLog } from '@/features/ai-trainer/components/ChatLog';
import type { ChatEntry } from '@/features/ai-trainer/stores/chat-store';

// After approval (issue 32): Create Workout is not offered again for the same reply, and a coach
// who drafted for a client is not offered "Start workout" (it is the client's workout).

function show(entries: ChatEntry[]) {
  render(
    <MemoryRouter>
      <ChatLog
        greeting="Hi"
        entries={entries}
        waiting={false}
        busy={false}
        onCreateWorkout={vi.fn()}
        onNavigate={vi.fn()}
        onAddedToProgram={vi.fn()}
      />
    </MemoryRouter>,
  );
}

const reply: ChatEntry = { id: 'r1', role: 'assistant', content: 'I can build that.', workoutRequest: 'push day' };

describe('the chat after a workout is created', () => {
  it('offers Create Workout until the workout exists, then disables it', () => {
    show([reply]);
    expect(screen.getByRole('button', { name: 'Create Workout' })).toBeEnabled();
  });

  it('disables Create Workout on the reply whose workout was saved', () => {
    show([{ ...reply, createdWorkoutId: 'w1' }]);
    expect(screen.getByRole('button', { name: 'Workout created' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Create Workout' })).toBeNull();
  });

  it('offers the person themselves Start workout, and a coach drafting for a client no Start', () => {
    const created: ChatEntry = {
      id: 'c1',
      role: 'assistant',
      content: 'Workout Created Successfully: Push',
      workoutId: 'w1',
    };
    show([created]);
    expect(screen.getByRole('link', { name: 'Start workout' })).toBeVisible();
  });

  it("tells a coach the workout is in the client's workouts instead", () => {
    show([
      {
        id: 'c1',
        role: 'assistant',
        content: 'Workout Created Successfully: Push',
        workoutId: 'w1',
        forClient: 'Owen',
      },
    ]);
    expect(screen.queryByRole('link', { name: 'Start workout' })).toBeNull();
    expect(screen.getByText("Saved to Owen's workouts")).toBeVisible();
    expect(screen.getByRole('link', { name: 'Open workout' })).toHaveAttribute('href', '/workouts/w1/details');
  });
});
