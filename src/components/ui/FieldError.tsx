/**
 * A form field's error, under the field: nothing when there is none. Give the field
 * `aria-describedby={id}` (and `aria-invalid`) so a screen reader reads it with the field; `alert`
 * announces it as it appears (an error shown on submit, not one that follows each keystroke).
 */
export function FieldError({ id, message, alert = false }: { id?: string; message?: string | null; alert?: boolean }) {
  if (!message) return null;
  return (
    <p id={id} role={alert ? 'alert' : undefined} className="text-xs text-red-700 dark:text-red-300">
      {message}
    </p>
  );
}
