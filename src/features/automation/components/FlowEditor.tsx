import { useState } from 'react';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { TextField } from '@/components/ui/TextField';
import { useSaveFlow } from '../api/save-flow';
import { useStepChoices } from '../api/step-choices';
import { flowErrors, flowPayload, hasErrors, type FlowDraft } from '../lib/flow-draft';
import { saveErrorMessage } from '../lib/save-error';
import { StepList } from './StepList';
import { TriggerFields } from './TriggerFields';

/**
 * Edits one flow: its name, (for an autoflow) its trigger and conditions, and its steps, saved in
 * one call. Mistakes show after the first save and nothing typed is lost when the save fails.
 */
export function FlowEditor({
  initial,
  isAdmin,
  onSaved,
  onCancel,
}: {
  initial: FlowDraft;
  isAdmin: boolean;
  onSaved: (id: string) => void;
  onCancel?: () => void;
}) {
  const [draft, setDraft] = useState(initial);
  const [tried, setTried] = useState(false);
  const choices = useStepChoices();
  const save = useSaveFlow();
  const errors = flowErrors(draft);
  const shown = tried ? errors : { steps: {} };
  const change = (patch: Partial<FlowDraft>) => setDraft((current) => ({ ...current, ...patch }));
  const submit = () => {
    setTried(true);
    if (hasErrors(errors)) return;
    const { flow, steps } = flowPayload(draft);
    // mutateAsync, not mutate's callbacks: the refreshed list re-keys this editor before those
    // would run (an unmounted observer calls nothing), and the page must still hear of the save.
    save
      .mutateAsync({ flow, steps, revision: draft.revision })
      .then(onSaved)
      .catch(() => undefined); // shown from save.error
  };
  return (
    <form
      aria-label={draft.kind === 'onboarding' ? 'Onboarding sequence' : 'Flow'}
      noValidate
      className="flex flex-col gap-5"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      {draft.kind === 'autoflow' && (
        <>
          <TextField
            label="Flow name"
            value={draft.name}
            maxLength={200}
            aria-invalid={shown.name ? true : undefined}
            hint={shown.name && <span className="text-red-700 dark:text-red-300">{shown.name}</span>}
            onChange={(event) => change({ name: event.target.value })}
          />
          <TriggerFields
            draft={draft}
            error={shown.trigger}
            choices={choices.data}
            showTrainers={isAdmin}
            onChange={change}
          />
        </>
      )}
      <section className="flex flex-col gap-2">
        <h2 className="text-base font-semibold text-slate-900 dark:text-white">Steps</h2>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          Day 0 is the day the client enters; times are the studio&apos;s. Editing changes only steps not yet run.
        </p>
        <StepList
          steps={draft.steps}
          errors={shown.steps}
          choices={choices.data}
          onChange={(steps) => change({ steps })}
        />
        {shown.noSteps && <p className="text-sm text-red-700 dark:text-red-300">{shown.noSteps}</p>}
      </section>
      {tried && hasErrors(errors) && <Alert tone="error">Some fields need a look before saving.</Alert>}
      {save.isError && <Alert tone="error">{saveErrorMessage(save.error)}</Alert>}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {onCancel && (
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
        )}
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : draft.kind === 'onboarding' ? 'Save sequence' : 'Save flow'}
        </Button>
      </div>
    </form>
  );
}
