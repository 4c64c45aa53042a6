import { X } from 'lucide-react';
import { useState, type KeyboardEvent } from 'react';
import { Button } from '@/components/ui/Button';
import { FieldError } from '@/components/ui/FieldError';
import { TextField } from '@/components/ui/TextField';
import { addAlias, MAX_ALIAS_LENGTH } from '../lib/exercise-form';

/**
 * "Also known as": the exercise's aliases as chips, each with a remove button; Enter (or Add) adds
 * what is typed. The library's search and the AI trainer's matcher find the exercise by any of them.
 */
export function AliasField({
  aliases,
  name,
  error,
  onChange,
}: {
  aliases: string[];
  name: string;
  error: string | undefined;
  onChange: (aliases: string[]) => void;
}) {
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const add = () => {
    const result = addAlias(aliases, typed, name);
    if (result.error !== undefined) {
      setProblem(result.error);
      return;
    }
    setProblem(undefined);
    setTyped('');
    onChange(result.aliases);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault(); // Enter adds the alias rather than saving the form.
    add();
  };

  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex items-end gap-2">
        <TextField
          className="flex-1"
          label="Also known as"
          hint="Other names coaches use, e.g. RDL or skull crusher. Press Enter to add."
          value={typed}
          maxLength={MAX_ALIAS_LENGTH}
          onChange={(e) => setTyped(e.target.value)}
          onKeyDown={onKeyDown}
        />
        <Button type="button" variant="secondary" onClick={add} className="mb-6">
          Add
        </Button>
      </div>
      {aliases.length > 0 && (
        <ul aria-label="Aliases" className="flex flex-wrap gap-1.5">
          {aliases.map((alias) => (
            <li
              key={alias}
              className="flex items-center gap-1 rounded-full bg-slate-100 py-0.5 pr-1 pl-3 text-sm text-slate-800 dark:bg-slate-800 dark:text-slate-100"
            >
              {alias}
              <button
                type="button"
                aria-label={`Remove alias ${alias}`}
                onClick={() => onChange(aliases.filter((item) => item !== alias))}
                className="flex size-7 items-center justify-center rounded-full hover:bg-slate-200 dark:hover:bg-slate-700"
              >
                <X className="size-3.5" aria-hidden />
              </button>
            </li>
          ))}
        </ul>
      )}
      <FieldError message={problem ?? error} />
    </div>
  );
}
