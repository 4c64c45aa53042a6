import { ArrowDown, ArrowUp, GripVertical, X } from 'lucide-react';
import { useState } from 'react';
import { IconButton } from '@/components/ui/IconButton';
import { SelectField } from '@/components/ui/SelectField';
import { moveItem } from '@/lib/move-item';

/**
 * A collection's items in order: drag a row by its handle, or use the up and down buttons (the
 * keyboard way); add from the library, remove. Every change sends the whole new order at once.
 */
export function CollectionItems({
  title,
  itemIds,
  names,
  choices,
  disabled,
  onChange,
}: {
  title: string;
  itemIds: readonly string[];
  names: ReadonlyMap<string, string>;
  choices: readonly { id: string; name: string }[];
  disabled: boolean;
  onChange: (next: string[]) => void;
}) {
  const [dragged, setDragged] = useState<number | null>(null);
  const addable = choices.filter((choice) => !itemIds.includes(choice.id));
  return (
    <div className="flex flex-col gap-2">
      {itemIds.length === 0 ? (
        <p className="text-sm text-slate-500 dark:text-slate-400">Nothing in this collection yet.</p>
      ) : (
        <ol aria-label={`Items of ${title}`} className="flex flex-col gap-1">
          {itemIds.map((id, index) => {
            const name = names.get(id) ?? 'A removed item';
            return (
              <li
                key={id}
                draggable={!disabled}
                onDragStart={() => setDragged(index)}
                onDragOver={(event) => event.preventDefault()}
                onDrop={() => {
                  if (dragged !== null && dragged !== index) onChange(moveItem(itemIds, dragged, index));
                  setDragged(null);
                }}
                className="flex items-center gap-2 rounded-lg border border-slate-200 bg-white px-2 py-1 dark:border-slate-800 dark:bg-slate-950"
              >
                <GripVertical aria-hidden="true" className="size-4 shrink-0 cursor-grab text-slate-400" />
                <span className="min-w-0 flex-1 text-sm break-words">
                  {index + 1}. {name}
                </span>
                <IconButton
                  size="sm"
                  label={`Move ${name} up`}
                  disabled={disabled || index === 0}
                  onClick={() => onChange(moveItem(itemIds, index, index - 1))}
                >
                  <ArrowUp className="size-4" />
                </IconButton>
                <IconButton
                  size="sm"
                  label={`Move ${name} down`}
                  disabled={disabled || index === itemIds.length - 1}
                  onClick={() => onChange(moveItem(itemIds, index, index + 1))}
                >
                  <ArrowDown className="size-4" />
                </IconButton>
                <IconButton
                  size="sm"
                  label={`Remove ${name} from ${title}`}
                  disabled={disabled}
                  onClick={() => onChange(itemIds.filter((item) => item !== id))}
                >
                  <X className="size-4" />
                </IconButton>
              </li>
            );
          })}
        </ol>
      )}
      {addable.length > 0 && (
        <SelectField
          label={`Add to ${title}`}
          value=""
          placeholder="Add an item…"
          disabled={disabled}
          options={addable.map((choice) => ({ value: choice.id, label: choice.name }))}
          onChange={(event) => event.target.value && onChange([...itemIds, event.target.value])}
        />
      )}
    </div>
  );
}
