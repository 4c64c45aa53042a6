import { X } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/Button';
import { IconButton } from '@/components/ui/IconButton';
import { TextField } from '@/components/ui/TextField';
import { addReminderHour, describeHours } from '../lib/reminder-hours';

/** The booking reminders' hours before a session: remove one, add one (no reminders at all is allowed). */
export function ReminderHoursField({ hours, onChange }: { hours: number[]; onChange: (hours: number[]) => void }) {
  const [text, setText] = useState('');
  const [error, setError] = useState('');
  const add = () => {
    const result = addReminderHour(hours, text);
    if ('error' in result) {
      setError(result.error);
      return;
    }
    setError('');
    setText('');
    onChange(result.hours);
  };
  return (
    <div className="flex flex-col gap-3">
      {hours.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-300">
          No reminders: clients are not reminded of sessions.
        </p>
      ) : (
        <ul aria-label="Reminders" className="flex flex-wrap gap-2">
          {hours.map((hour) => (
            <li
              key={hour}
              className="inline-flex items-center gap-1 rounded-full bg-slate-100 py-0.5 pr-1 pl-3 text-sm dark:bg-slate-800"
            >
              {describeHours(hour)} before
              <IconButton
                size="sm"
                label={`Remove the reminder ${hour} hours before`}
                onClick={() => onChange(hours.filter((other) => other !== hour))}
              >
                <X className="size-4" />
              </IconButton>
            </li>
          ))}
        </ul>
      )}
      <div className="flex items-end gap-2 sm:max-w-sm">
        <TextField
          className="flex-1"
          label="Hours before the session"
          inputMode="numeric"
          value={text}
          aria-invalid={error ? true : undefined}
          hint={error && <span className="text-red-700 dark:text-red-300">{error}</span>}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              add();
            }
          }}
        />
        <Button variant="secondary" onClick={add}>
          Add reminder
        </Button>
      </div>
    </div>
  );
}
