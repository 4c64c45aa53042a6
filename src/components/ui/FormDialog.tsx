import type { ReactNode } from 'react';
import { Button } from '@/components/ui/Button';
import { Modal } from '@/components/ui/Modal';

/**
 * A form in a dialog: its fields in a form that Enter submits (checks run in onSave, so the form
 * does not validate by itself), Cancel and the save button in the footer.
 */
export function FormDialog({
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
      footer={<DialogButtons saving={saving} saveLabel={saveLabel} onCancel={onClose} onSave={onSave} />}
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
      </form>
    </Modal>
  );
}

/** Cancel and the dialog's save button, as every dialog of the app lays them out. */
function DialogButtons({
  saving,
  saveLabel,
  onCancel,
  onSave,
}: {
  saving: boolean;
  saveLabel: string;
  onCancel: () => void;
  onSave: () => void;
}) {
  return (
    <div className="flex w-full flex-col-reverse gap-2 sm:w-auto sm:flex-row sm:justify-end">
      <Button variant="secondary" onClick={onCancel}>
        Cancel
      </Button>
      <Button onClick={onSave} disabled={saving}>
        {saving ? 'Saving…' : saveLabel}
      </Button>
    </div>
  );
}
