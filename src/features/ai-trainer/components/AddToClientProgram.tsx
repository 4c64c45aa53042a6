import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { SelectField } from '@/components/ui/SelectField';
import { toUserMessage } from '@/lib/errors';
import { useAddWorkoutToProgram, useClientActiveProgram } from '@/features/training';

const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** The first weekday from Monday that has no workout yet in the program (Monday when all have one). */
function freeDay(taken: ReadonlySet<number>): number {
  return [1, 2, 3, 4, 5, 6, 0].find((day) => !taken.has(day)) ?? 1;
}

/**
 * After a coach approves a workout drafted for a client: put it on that client's active program
 * (a day of the week, or next in order on a flexible schedule). Added once: the row's id is made
 * when the form opens, so a retry or a second tap never adds it twice.
 */
export function AddToClientProgram({
  clientId,
  clientName,
  workoutId,
  added,
  onAdded,
  onNavigate,
}: {
  clientId: string;
  clientName: string;
  workoutId: string;
  /** What it was added to, when it was ("Strength block, Tuesday"). */
  added: string | undefined;
  onAdded: (label: string) => void;
  onNavigate: () => void;
}) {
  const [open, setOpen] = useState(false);
  const program = useClientActiveProgram(clientId, open && !added);
  const add = useAddWorkoutToProgram();
  const [rowId, setRowId] = useState('');
  const [day, setDay] = useState<string>('');

  if (added) return <p className="px-1 text-sm text-slate-600 dark:text-slate-300">Added to {added}</p>;
  if (!open) {
    return (
      <Button
        variant="secondary"
        className="self-start"
        onClick={() => {
          setRowId(crypto.randomUUID());
          setOpen(true);
        }}
      >
        Add to {clientName}'s program
      </Button>
    );
  }
  if (program.isPending) return <p className="px-1 text-sm text-slate-500">Reading {clientName}'s program…</p>;
  if (program.isError) {
    return <Alert>{toUserMessage(program.error, `${clientName}'s program could not be read. Try again.`)}</Alert>;
  }
  const active = program.data;
  if (!active) {
    return (
      <p className="px-1 text-sm text-slate-600 dark:text-slate-300">
        {clientName} has no active program. Assign one from{' '}
        <Link className="underline" to={`/clients/profile/${clientId}`} onClick={onNavigate}>
          their profile
        </Link>
        , then add this workout to it.
      </p>
    );
  }
  const taken = new Set(active.program_workouts.map((row) => row.day_of_week).filter((d): d is number => d !== null));
  const chosenDay = active.flex_schedule ? null : Number(day || freeDay(taken));
  const label = chosenDay === null ? active.name : `${active.name}, ${DAYS[chosenDay]}`;

  return (
    <form
      className="flex flex-col gap-2 self-stretch rounded-xl border border-slate-200 p-3 dark:border-slate-700"
      onSubmit={(event) => {
        event.preventDefault();
        add.mutate(
          { rowId, programId: active.id, workoutId, dayOfWeek: chosenDay },
          { onSuccess: () => onAdded(label) },
        );
      }}
    >
      <p className="text-sm">
        Add to <span className="font-medium">{active.name}</span>
        {active.flex_schedule ? ' (flexible schedule: it comes after the program’s last workout)' : ''}
      </p>
      {!active.flex_schedule && (
        <SelectField
          label="Day"
          value={String(chosenDay)}
          onChange={(event) => setDay(event.target.value)}
          options={[1, 2, 3, 4, 5, 6, 0].map((d) => ({
            value: String(d),
            label: taken.has(d) ? `${DAYS[d]} (has a workout)` : (DAYS[d] ?? ''),
          }))}
        />
      )}
      {add.isError && <Alert>{toUserMessage(add.error, 'The workout could not be added. Try again.')}</Alert>}
      <div className="flex gap-2">
        <Button type="submit" loading={add.isPending}>
          Add to program
        </Button>
        <Button type="button" variant="secondary" onClick={() => setOpen(false)} disabled={add.isPending}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
