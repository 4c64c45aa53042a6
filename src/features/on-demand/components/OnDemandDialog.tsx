import type { ReactNode } from 'react';
import { Button } from '@/components/ui/Button';
import { Modal } from '@/components/ui/Modal';

/**
 * An on-demand dialog: its fields in a form that Enter submits (checks run in onSave), Cancel and
 * the save button in the footer, as the payments catalogue's dialogs.
 */
export function OnDemandDialog({
  title,
  saving,
  saveLabel,
  onClose,
  onSave,
  children,
}: {
  title: string;
  saving: boolean;
  saveLabel: string;
  onClose: () => void;
  onSave: () => void;
  children: ReactNode;
}) {
  return (
    <Modal
      title={title}
      open
      onClose={onClose}
      footer={
        <div className="flex w-full flex-col-reverse gap-2 sm:w-auto sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={onSave} disabled={saving}>
            {saving ? 'Saving…' : saveLabel}
          </Button>
        </div>
      }
    >
      <form
        className="flex flex-col gap-4"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onSave();
        }}
      >
        {children}
        <button type="submit" hidden />
      </form>
    </Modal>
  );
}

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
