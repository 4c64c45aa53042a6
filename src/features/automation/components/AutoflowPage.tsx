import { Plus, Workflow } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { EmptyState } from '@/components/ui/EmptyState';
import { selectUserRole, useAuthStore } from '@/features/auth';
import { useFlows } from '../api/list-flows';
import { emptyFlow, flowDraft, type FlowDraft } from '../lib/flow-draft';
import { AutomationFrame } from './AutomationFrame';
import { FlowCard } from './FlowCard';
import { FlowEditor } from './FlowEditor';
import { TrainerTasks } from './TrainerTasks';

/**
 * `/automation/autoflow`: flows that start when something happens to a client (missed workouts, no
 * visit, a membership expiring...). A trainer's flows cover their own clients; an admin's, anyone.
 */
export default function AutoflowPage() {
  const role = useAuthStore(selectUserRole);
  const userId = useAuthStore((state) => state.user?.id ?? '');
  const isAdmin = role === 'admin';
  const flows = useFlows('autoflow');
  const [editing, setEditing] = useState<FlowDraft | null>(null);
  const [savedNotice, setSavedNotice] = useState(false);
  const start = (draft: FlowDraft) => {
    setSavedNotice(false);
    setEditing(draft);
  };
  const newButton = (
    <Button onClick={() => start(emptyFlow('autoflow', isAdmin ? null : userId, ''))}>
      <Plus aria-hidden="true" className="size-4" /> New flow
    </Button>
  );
  return (
    <AutomationFrame
      title="Autoflow"
      subtitle="Reach a client at the right moment: when they stop training, a membership runs out or credits run low."
      read={flows}
      actions={editing ? undefined : newButton}
    >
      {() => {
        if (editing) {
          return (
            <FlowEditor
              initial={editing}
              isAdmin={isAdmin}
              onCancel={() => setEditing(null)}
              onSaved={() => {
                setEditing(null);
                setSavedNotice(true);
              }}
            />
          );
        }
        const list = flows.data ?? [];
        return (
          <>
            {savedNotice && <Alert tone="success">Flow saved.</Alert>}
            {list.length === 0 ? (
              <EmptyState icon={<Workflow className="size-6" />} title="No flows yet" action={newButton}>
                For example: a friendly check-in when a client has not logged a workout for 7 days.
              </EmptyState>
            ) : (
              <ul aria-label="Flows" className="flex flex-col gap-3">
                {list.map((flow) => (
                  <FlowCard key={flow.id} flow={flow} onEdit={() => start(flowDraft(flow))} />
                ))}
              </ul>
            )}
            <TrainerTasks trainerId={userId} />
          </>
        );
      }}
    </AutomationFrame>
  );
}
