import { ArrowDown, ArrowUp, GripVertical, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/Button';
import { IconButton } from '@/components/ui/IconButton';
import { moveItem } from '@/lib/move-item';
import type { StepChoices } from '../api/step-choices';
import { newStep, type StepDraft, type StepErrors } from '../lib/flow-draft';
import { StepFields } from './StepFields';

/**
 * A flow's steps in order: drag a step by its handle or move it with the up and down buttons (the
 * keyboard way), remove it, add one after the last (same day and time, the usual next step).
 */
export function StepList({
  steps,
  errors,
  choices,
  onChange,
}: {
  steps: StepDraft[];
  errors: Record<string, StepErrors>;
  choices: StepChoices | undefined;
  onChange: (steps: StepDraft[]) => void;
}) {
  const [dragged, setDragged] = useState<number | null>(null);
  const update = (key: string, patch: Partial<StepDraft>) =>
    onChange(steps.map((step) => (step.key === key ? { ...step, ...patch } : step)));
  return (
    <div className="flex flex-col gap-3">
      {steps.length > 0 && (
        <ol aria-label="Steps" className="flex flex-col gap-3">
          {steps.map((step, index) => (
            <li
              key={step.key}
              aria-label={`Step ${index + 1}`}
              onDragOver={(event) => event.preventDefault()}
              onDrop={() => {
                if (dragged !== null && dragged !== index) onChange(moveItem(steps, dragged, index));
                setDragged(null);
              }}
              className="flex gap-2 rounded-xl border border-slate-200 bg-white p-3 dark:border-slate-800 dark:bg-slate-950"
            >
              <div className="flex flex-col items-center gap-1">
                <span
                  draggable
                  onDragStart={() => setDragged(index)}
                  onDragEnd={() => setDragged(null)}
                  title="Drag to reorder"
                  className="grid size-9 cursor-grab place-items-center text-slate-400"
                >
                  <GripVertical aria-hidden="true" className="size-4" />
                </span>
                <span className="text-xs font-semibold text-slate-500">{index + 1}</span>
                <IconButton
                  size="sm"
                  label={`Move step ${index + 1} up`}
                  disabled={index === 0}
                  onClick={() => onChange(moveItem(steps, index, index - 1))}
                >
                  <ArrowUp className="size-4" />
                </IconButton>
                <IconButton
                  size="sm"
                  label={`Move step ${index + 1} down`}
                  disabled={index === steps.length - 1}
                  onClick={() => onChange(moveItem(steps, index, index + 1))}
                >
                  <ArrowDown className="size-4" />
                </IconButton>
                <IconButton
                  size="sm"
                  label={`Remove step ${index + 1}`}
                  onClick={() => onChange(steps.filter((other) => other.key !== step.key))}
                >
                  <Trash2 className="size-4" />
                </IconButton>
              </div>
              <StepFields
                step={step}
                number={index + 1}
                errors={errors[step.key] ?? {}}
                choices={choices}
                onChange={(patch) => update(step.key, patch)}
              />
            </li>
          ))}
        </ol>
      )}
      <Button variant="secondary" className="self-start" onClick={() => onChange([...steps, newStep(steps.at(-1))])}>
        <Plus aria-hidden="true" className="size-4" />
        Add step
      </Button>
    </div>
  );
}
