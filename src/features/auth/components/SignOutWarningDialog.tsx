import { ConfirmDialog } from '@/components/ui/ConfirmDialog';

export const UNSYNCED_SIGN_OUT_NOTE =
  'It stays on this device, for your account only, and is sent the next time you sign in here.';

/** Shown when signing out would leave work on this device that the server has not got yet. */
export function SignOutWarningDialog({
  warnings,
  busy,
  onConfirm,
  onClose,
}: {
  warnings: string[];
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <ConfirmDialog
      title="Sign out with unsaved work?"
      open={warnings.length > 0}
      confirmLabel="Sign out anyway"
      cancelLabel="Stay signed in"
      tone="danger"
      busy={busy}
      onConfirm={onConfirm}
      onClose={onClose}
    >
      <ul className="list-disc space-y-1 pl-5" data-testid="sign-out-warnings">
        {warnings.map((warning) => (
          <li key={warning}>{warning}</li>
        ))}
      </ul>
      <p>{UNSYNCED_SIGN_OUT_NOTE}</p>
    </ConfirmDialog>
  );
}
