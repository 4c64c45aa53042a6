import { Delete } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/Button';
import { FieldError } from '@/components/ui/FieldError';
import { groupPin, PIN_MAX_LENGTH, pinDigits, pinProblem } from './lib/pin';

const KEYS = ['1', '2', '3', '4', '5', '6', '7', '8', '9'] as const;

/**
 * The PIN pad: the member number then the 6-digit code, typed on a keyboard or tapped on the large
 * keys; digits only (anything else is dropped as it is typed), Enter or "Check in" sends it.
 */
export function PinPad({ disabled, onSubmit }: { disabled: boolean; onSubmit: (pin: string) => void }) {
  const [digits, setDigits] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const type = (next: string) => {
    setDigits(pinDigits(next));
    setProblem(null);
  };
  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    const wrong = pinProblem(digits);
    setProblem(wrong);
    if (wrong || disabled) return;
    onSubmit(digits);
    setDigits('');
  };
  const keyClass = 'min-h-16';
  return (
    <form onSubmit={submit} className="mx-auto flex w-full max-w-sm flex-col gap-3" aria-label="PIN pad">
      <label htmlFor="desk-pin" className="text-sm font-medium text-slate-700 dark:text-slate-200">
        Member number and code
      </label>
      <input
        id="desk-pin"
        inputMode="numeric"
        autoComplete="off"
        maxLength={PIN_MAX_LENGTH + 4}
        value={groupPin(digits)}
        onChange={(event) => type(event.target.value)}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? 'desk-pin-error' : undefined}
        className="min-h-16 rounded-xl border border-slate-300 bg-white px-4 text-center font-mono text-3xl tracking-widest text-slate-900 dark:border-slate-700 dark:bg-slate-900 dark:text-white"
        placeholder="1004 381 920"
      />
      <FieldError id="desk-pin-error" message={problem} alert />
      <div className="grid grid-cols-3 gap-2">
        {KEYS.map((key) => (
          <Button key={key} variant="secondary" className={keyClass} onClick={() => type(digits + key)}>
            <span className="text-2xl">{key}</span>
          </Button>
        ))}
        <Button variant="secondary" className={keyClass} onClick={() => type('')}>
          <span className="text-lg">Clear</span>
        </Button>
        <Button variant="secondary" className={keyClass} onClick={() => type(digits + '0')}>
          <span className="text-2xl">0</span>
        </Button>
        <Button
          variant="secondary"
          className={keyClass}
          aria-label="Delete last digit"
          onClick={() => type(digits.slice(0, -1))}
        >
          <Delete className="size-6" aria-hidden="true" />
        </Button>
      </div>
      <Button type="submit" className="min-h-16" disabled={disabled}>
        <span className="text-xl">Check in</span>
      </Button>
    </form>
  );
}
