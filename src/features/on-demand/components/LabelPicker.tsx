import { ToggleChip } from '@/components/ui/Chip';
import type { Label } from '../api/labels';

/** Labels as toggle chips: which are on an item, or which filter a list. */
export function LabelPicker({
  labels,
  selected,
  onChange,
  legend,
}: {
  labels: readonly Label[];
  selected: readonly string[];
  onChange: (ids: string[]) => void;
  legend: string;
}) {
  if (labels.length === 0) return null;
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-medium text-slate-700 dark:text-slate-200">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {labels.map((label) => (
          <ToggleChip
            key={label.id}
            pressed={selected.includes(label.id)}
            onToggle={() =>
              onChange(selected.includes(label.id) ? selected.filter((id) => id !== label.id) : [...selected, label.id])
            }
          >
            {label.name}
          </ToggleChip>
        ))}
      </div>
    </fieldset>
  );
}
