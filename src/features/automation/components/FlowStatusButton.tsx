import { Pause, Play } from 'lucide-react';
import { Button } from '@/components/ui/Button';
import { useSetFlowStatus } from '../api/set-flow-status';
import type { Flow } from '../lib/flow-types';

/** Pauses a whole flow (nobody receives anything, nobody new enters) or resumes it. */
export function FlowStatusButton({ flow, label }: { flow: Flow; label: string }) {
  const setStatus = useSetFlowStatus();
  const active = flow.status === 'active';
  return (
    <div className="flex flex-col items-start gap-1">
      <Button
        variant="secondary"
        className="min-h-9 px-3 text-sm"
        disabled={setStatus.isPending}
        aria-label={active ? `Pause ${label}` : `Resume ${label}`}
        onClick={() => setStatus.mutate({ flowId: flow.id, status: active ? 'paused' : 'active' })}
      >
        {active ? <Pause aria-hidden="true" className="size-4" /> : <Play aria-hidden="true" className="size-4" />}
        {active ? 'Pause' : 'Resume'}
      </Button>
      {setStatus.isError && (
        <p role="alert" className="text-xs text-red-700 dark:text-red-300">
          That did not go through. Try again.
        </p>
      )}
    </div>
  );
}
