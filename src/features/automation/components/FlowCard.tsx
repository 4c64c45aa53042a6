import { ChevronDown, ChevronUp, Pencil } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/Button';
import { Chip } from '@/components/ui/Chip';
import type { Flow } from '../lib/flow-types';
import { describeTrigger } from '../lib/labels';
import { FlowActivity } from './FlowActivity';
import { FlowStatusButton } from './FlowStatusButton';

/** One autoflow in the list: what starts it, its steps, pause or resume, edit, and its activity on demand. */
export function FlowCard({ flow, onEdit }: { flow: Flow; onEdit: () => void }) {
  const [open, setOpen] = useState(false);
  const trigger = describeTrigger(flow.trigger_kind, flow.trigger_days ?? flow.trigger_count, flow.trigger_date);
  return (
    <li
      aria-label={flow.name}
      className="flex flex-col gap-3 rounded-xl border border-slate-200 p-4 dark:border-slate-800"
    >
      <div className="flex flex-wrap items-start gap-2">
        <div className="min-w-0 flex-1">
          <h2 className="font-semibold break-words text-slate-900 dark:text-white">{flow.name}</h2>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {trigger} · {flow.steps.length} {flow.steps.length === 1 ? 'step' : 'steps'}
          </p>
        </div>
        <Chip tone={flow.status === 'active' ? 'accent' : 'warning'}>
          {flow.status === 'active' ? 'Running' : 'Paused'}
        </Chip>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" className="min-h-9 px-3 text-sm" aria-label={`Edit ${flow.name}`} onClick={onEdit}>
          <Pencil aria-hidden="true" className="size-4" /> Edit
        </Button>
        <FlowStatusButton flow={flow} label={flow.name} />
        <Button variant="ghost" className="min-h-9 px-3 text-sm" aria-expanded={open} onClick={() => setOpen(!open)}>
          {open ? (
            <ChevronUp aria-hidden="true" className="size-4" />
          ) : (
            <ChevronDown aria-hidden="true" className="size-4" />
          )}
          Clients and history
        </Button>
      </div>
      {open && <FlowActivity flowId={flow.id} showPreview />}
    </li>
  );
}
