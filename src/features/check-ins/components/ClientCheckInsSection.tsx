import { useState } from 'react';
import { Button } from '@/components/ui/Button';
import { LoadError } from '@/components/ui/LoadError';
import { Spinner } from '@/components/ui/Spinner';
import { selectUser, useAuthStore } from '@/features/auth';
import { toProviderMessage } from '@/lib/errors';
import { useClientForms, useRemoveCheckInForm, useSaveCheckInForm, type CheckInForm } from '../api/check-in-forms';
import { STANDARD_QUESTIONS, WEEKDAYS } from '../lib/questions';
import { CheckInFormEditor, type EditorValue } from './CheckInFormEditor';
import { CheckInHistory } from './CheckInHistory';

/**
 * "Weekly check-in" on the client profile (staff and admins): the questions this client is asked
 * and on which day (their own form, or their trainer's default), and what they answered, week by week.
 */
export function ClientCheckInsSection({ clientId, trainerId }: { clientId: string; trainerId: string | null }) {
  const me = useAuthStore(selectUser)?.id ?? '';
  const forms = useClientForms(clientId, trainerId);
  const save = useSaveCheckInForm(clientId);
  const remove = useRemoveCheckInForm(clientId);
  const [editing, setEditing] = useState(false);

  const own = forms.data?.own ?? null;
  const trainerDefault = forms.data?.trainerDefault ?? null;
  const current = own ?? trainerDefault;
  // Only the client's own trainer sets a default that applies to them.
  const canSetDefault = me !== '' && me === trainerId;

  const onSave = (value: EditorValue) => {
    const target: CheckInForm | null = value.scope === 'default' ? trainerDefault : own;
    save.mutate(
      {
        existingId: target?.id ?? null,
        coachId: me,
        clientId: value.scope === 'default' ? null : clientId,
        questions: value.questions,
        dueWeekday: value.dueWeekday,
      },
      { onSuccess: () => setEditing(false) },
    );
  };

  return (
    <section
      aria-label="Weekly check-in"
      className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900"
    >
      <h2 className="text-lg font-semibold text-slate-900 dark:text-white">Weekly check-in</h2>
      {forms.isPending ? (
        <Spinner label="Loading the check-in" />
      ) : forms.error ? (
        <LoadError error={forms.error} what="the check-in" onRetry={() => void forms.refetch()} />
      ) : editing ? (
        <CheckInFormEditor
          initial={{
            questions: current?.questions ?? STANDARD_QUESTIONS,
            dueWeekday: current?.dueWeekday ?? 1,
            scope: !own && trainerDefault && canSetDefault ? 'default' : 'client',
          }}
          canSetDefault={canSetDefault}
          saving={save.isPending}
          error={
            save.error ? toProviderMessage(save.error, 'The check-in could not be saved. Please try again.') : null
          }
          onSave={onSave}
          onCancel={() => setEditing(false)}
        />
      ) : (
        <div className="flex flex-col gap-3 text-sm">
          {current ? (
            <p className="text-slate-700 dark:text-slate-200">
              Due every {WEEKDAYS[current.dueWeekday]}: {current.questions.map((question) => question.label).join(', ')}
              .{' '}
              <span className="text-slate-500 dark:text-slate-400">
                {own ? '(Set for this client.)' : '(The trainer’s default for all their clients.)'}
              </span>
            </p>
          ) : (
            <p className="text-slate-600 dark:text-slate-300">No weekly check-in set up for this client.</p>
          )}
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" onClick={() => setEditing(true)}>
              {current ? 'Edit check-in' : 'Set up check-in'}
            </Button>
            {own && (
              <Button variant="ghost" loading={remove.isPending} onClick={() => remove.mutate(own.id)}>
                {trainerDefault ? 'Use the default instead' : 'Stop check-ins'}
              </Button>
            )}
          </div>
        </div>
      )}
      <h3 className="text-base font-semibold text-slate-900 dark:text-white">Answers</h3>
      <CheckInHistory clientId={clientId} />
    </section>
  );
}
