import { useEffect, useRef, useState } from 'react';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { Modal } from '@/components/ui/Modal';
import { SegmentedControl } from '@/components/ui/SegmentedControl';
import { SelectField } from '@/components/ui/SelectField';
import { Spinner } from '@/components/ui/Spinner';
import { TextField } from '@/components/ui/TextField';
import { selectIsAdmin, selectUser, useAuthStore } from '@/features/auth';
import { useCoachedClients } from '@/features/training';
import { AI_MESSAGES } from '../api/messages';
import { generateProgram, type AiProgramWorkout, type ProgramProgress } from '../hooks/generate-program';
import { describePlan, PROGRAM_DAYS, PROGRAM_GOALS, type ProgramGoal } from '../lib/program-plan';
import { useProgramAiStore } from '../stores/program-ai-store';

export interface AiProgramDraft {
  client: { id: string; name: string };
  flexible: boolean;
  /** The builder's AI prompt data: the choices in words. */
  promptData: string;
  programName: string;
  goal: string;
  style: string;
  workouts: AiProgramWorkout[];
}

type Status = { kind: 'form' } | { kind: 'working'; progress: ProgramProgress } | { kind: 'error'; message: string };

const DAY_OPTIONS = Array.from({ length: PROGRAM_DAYS.max - PROGRAM_DAYS.min + 1 }, (_, index) => {
  const days = String(PROGRAM_DAYS.min + index);
  return { value: days, label: `${days} days` };
});

/**
 * The program builder's "Generate with AI": the trainer picks a client, days per week, goal and
 * training style; each session of the week is generated like a chat workout and handed to
 * `onDraft` for the builder's draft. Nothing is saved here. The choices persist (spec key
 * `programAiModal`).
 */
export function ProgramAiModal({
  styles,
  defaultClient,
  defaultStyle,
  onDraft,
}: {
  styles: ReadonlyArray<{ value: string; label: string }>;
  defaultClient: { id: string; name: string } | null;
  defaultStyle: string;
  onDraft: (draft: AiProgramDraft) => void;
}) {
  const choices = useProgramAiStore();
  const user = useAuthStore(selectUser);
  const isAdmin = useAuthStore(selectIsAdmin);
  const [status, setStatus] = useState<Status>({ kind: 'form' });
  const [showErrors, setShowErrors] = useState(false);
  const controller = useRef<AbortController | null>(null);
  const clients = useCoachedClients(user?.id ?? '', isAdmin, choices.open && Boolean(user));

  const clientId = choices.clientId || defaultClient?.id || '';
  const style = choices.style || defaultStyle;
  const options = (clients.data ?? []).map((client) => ({ value: client.id, label: client.name ?? 'Client' }));
  if (defaultClient && !options.some((option) => option.value === defaultClient.id))
    options.unshift({ value: defaultClient.id, label: defaultClient.name });

  useEffect(() => () => controller.current?.abort(), []);

  const close = () => {
    controller.current?.abort();
    setStatus({ kind: 'form' });
    setShowErrors(false);
    choices.set({ open: false });
  };
  const cancel = () => {
    controller.current?.abort();
    setStatus({ kind: 'form' });
  };

  const generate = async () => {
    setShowErrors(true);
    const client = options.find((option) => option.value === clientId);
    if (!client) return;
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    const styleLabel = styles.find((item) => item.value === style)?.label ?? style;
    const plan = {
      daysPerWeek: choices.daysPerWeek,
      goal: choices.goal,
      style,
      styleLabel,
      flexible: choices.flexible,
      notes: choices.notes,
    };
    setStatus({ kind: 'working', progress: { done: 0, total: choices.daysPerWeek, current: '' } });
    try {
      const workouts = await generateProgram(client.value, plan, current.signal, (progress) => {
        if (!current.signal.aborted) setStatus({ kind: 'working', progress });
      });
      if (current.signal.aborted) return;
      const goal = PROGRAM_GOALS.find((item) => item.value === choices.goal)?.label ?? '';
      onDraft({
        client: { id: client.value, name: client.label },
        flexible: choices.flexible,
        promptData: describePlan(plan, client.label),
        programName: `${client.label}: ${goal} (${choices.daysPerWeek} days)`,
        goal,
        style,
        workouts,
      });
      setStatus({ kind: 'form' });
      setShowErrors(false);
      choices.set({ open: false });
    } catch (error) {
      if (current.signal.aborted) return;
      setStatus({ kind: 'error', message: messageOf(error) });
    }
  };

  const working = status.kind === 'working';
  return (
    <Modal title="Generate a program with AI" open={choices.open} onClose={close} className="w-[min(100%-1rem,34rem)]">
      <form
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          if (!working) void generate();
        }}
      >
        <p className="text-sm text-slate-600 dark:text-slate-300">
          The AI drafts one workout per training day from your exercise library, for the client&apos;s equipment and
          limitations. The workouts land in this draft for you to review and edit; nothing is saved until you save the
          program.
        </p>
        <fieldset disabled={working} className="flex flex-col gap-4">
          <div className="flex flex-col gap-1">
            <SelectField
              label="Client"
              options={options}
              placeholder={clients.isPending && choices.open ? 'Loading clients…' : 'Choose a client'}
              value={clientId}
              onChange={(event) => choices.set({ clientId: event.target.value })}
              aria-invalid={showErrors && !clientId}
            />
            {clients.error && (
              <p className="text-xs text-red-700 dark:text-red-300">Your clients could not be loaded.</p>
            )}
            {!clients.error && clients.data?.length === 0 && !defaultClient && (
              <p className="text-xs text-slate-500 dark:text-slate-400">
                You have no assigned clients yet: a program is drafted for one client&apos;s profile.
              </p>
            )}
            {showErrors && !clientId && (
              <p className="text-xs text-red-700 dark:text-red-300">Choose the client this program is for.</p>
            )}
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <SelectField
              label="Days per week"
              options={DAY_OPTIONS}
              value={String(choices.daysPerWeek)}
              onChange={(event) => choices.set({ daysPerWeek: Number(event.target.value) })}
            />
            <SelectField
              label="Goal"
              options={PROGRAM_GOALS.map(({ value, label }) => ({ value, label }))}
              value={choices.goal}
              onChange={(event) => choices.set({ goal: event.target.value as ProgramGoal })}
            />
          </div>
          <SelectField
            label="Training style"
            options={styles}
            value={style}
            onChange={(event) => choices.set({ style: event.target.value })}
          />
          <div className="flex flex-col gap-1.5">
            <span className="text-sm font-medium text-slate-700 dark:text-slate-200">Schedule</span>
            <SegmentedControl
              label="Schedule"
              options={[
                { value: 'weekly', label: 'On weekdays' },
                { value: 'flexible', label: 'Rotation' },
              ]}
              value={choices.flexible ? 'flexible' : 'weekly'}
              onChange={(value) => choices.set({ flexible: value === 'flexible' })}
            />
          </div>
          <TextField
            label="Anything else (optional)"
            placeholder="e.g. no barbell, short sessions"
            maxLength={500}
            value={choices.notes}
            onChange={(event) => choices.set({ notes: event.target.value })}
          />
        </fieldset>
        {status.kind === 'working' && (
          <div role="status" className="flex items-center gap-2 text-sm text-slate-700 dark:text-slate-200">
            <Spinner />
            {status.progress.current
              ? `Drafting ${status.progress.current} (${Math.min(status.progress.done + 1, status.progress.total)} of ${status.progress.total})…`
              : 'Reading the client and your library…'}
          </div>
        )}
        {status.kind === 'error' && <Alert>{status.message}</Alert>}
        <div className="flex flex-wrap justify-end gap-2">
          {working ? (
            <Button variant="secondary" onClick={cancel}>
              Cancel
            </Button>
          ) : (
            <Button variant="ghost" onClick={close}>
              Close
            </Button>
          )}
          <Button type="submit" disabled={working}>
            {status.kind === 'error' ? 'Try again' : 'Generate program'}
          </Button>
        </div>
      </form>
    </Modal>
  );
}

function messageOf(error: unknown): string {
  if (!(error instanceof Error)) return AI_MESSAGES.createError;
  if (Object.values(AI_MESSAGES).some((message) => message === error.message)) return error.message;
  if (/too quickly|too large/.test(error.message)) return error.message;
  return AI_MESSAGES.createError;
}
