import { useState } from 'react';
import { Alert } from '@/components/ui/Alert';
import { Chip } from '@/components/ui/Chip';
import { SelectField } from '@/components/ui/SelectField';
import { selectUserRole, useAuthStore } from '@/features/auth';
import { useFlows } from '../api/list-flows';
import { useStepChoices } from '../api/step-choices';
import { emptyFlow, flowDraft } from '../lib/flow-draft';
import { AutomationFrame } from './AutomationFrame';
import { FlowActivity } from './FlowActivity';
import { FlowEditor } from './FlowEditor';
import { FlowStatusButton } from './FlowStatusButton';
import { TrainerTasks } from './TrainerTasks';

const STUDIO = 'studio';

/**
 * `/automation/onboarding`: what happens when a client joins a trainer. A trainer edits their own
 * sequence; an admin chooses whose (or the studio-wide one, for every client).
 */
export default function OnboardingPage() {
  const role = useAuthStore(selectUserRole);
  const userId = useAuthStore((state) => state.user?.id ?? '');
  const isAdmin = role === 'admin';
  const flows = useFlows('onboarding');
  const choices = useStepChoices();
  const [owner, setOwner] = useState<string>(isAdmin ? STUDIO : userId);
  const [savedNotice, setSavedNotice] = useState(false);
  const trainerId = owner === STUDIO ? null : owner || userId;
  return (
    <AutomationFrame
      title="Onboarding"
      subtitle="Welcome every new client the same way: messages, the onboarding form, a program and tasks for you, on the days you choose."
      read={flows}
    >
      {() => {
        const flow = flows.data?.find((candidate) => candidate.trainer_id === trainerId);
        return (
          <>
            {isAdmin && (
              <SelectField
                label="Whose sequence"
                value={owner}
                options={[
                  { value: STUDIO, label: 'Studio-wide (every new client, beside their trainer’s own)' },
                  ...(choices.data?.trainers ?? []).map((trainer) => ({ value: trainer.id, label: trainer.name })),
                ]}
                onChange={(event) => {
                  setSavedNotice(false);
                  setOwner(event.target.value);
                }}
              />
            )}
            {flow && (
              <div className="flex flex-wrap items-center gap-3">
                <Chip tone={flow.status === 'active' ? 'accent' : 'warning'}>
                  {flow.status === 'active' ? 'Running' : 'Paused'}
                </Chip>
                <FlowStatusButton flow={flow} label="sequence" />
              </div>
            )}
            {savedNotice && <Alert tone="success">Sequence saved. New clients get it from now on.</Alert>}
            <FlowEditor
              key={`${owner}-${flow?.id ?? 'new'}-${flow?.revision ?? 0}`}
              initial={flow ? flowDraft(flow) : emptyFlow('onboarding', trainerId, 'Onboarding')}
              isAdmin={isAdmin}
              onSaved={() => setSavedNotice(true)}
            />
            {flow && (
              <section aria-label="Clients being onboarded" className="flex flex-col gap-2">
                <h2 className="text-lg font-semibold text-slate-900 dark:text-white">Clients being onboarded</h2>
                <FlowActivity flowId={flow.id} showPreview={false} />
              </section>
            )}
            <TrainerTasks trainerId={userId} />
          </>
        );
      }}
    </AutomationFrame>
  );
}
