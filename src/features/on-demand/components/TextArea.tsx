/** A labelled multi-line text field (descriptions). */
export function TextArea({
  label,
  value,
  onChange,
  maxLength = 5000,
}: {
  label: string;
  value: string;
  onChange: (text: string) => void;
  maxLength?: number;
}) {
  return (
    <label className="flex flex-col gap-1.5 text-sm">
      <span className="font-medium text-slate-700 dark:text-slate-200">{label}</span>
      <textarea
        rows={3}
        value={value}
        maxLength={maxLength}
        onChange={(event) => onChange(event.target.value)}
        className="rounded-lg border border-slate-300 bg-white px-3 py-2 text-base dark:border-slate-700 dark:bg-slate-900"
      />
    </label>
  );
}
