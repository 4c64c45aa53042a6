import { useShellIdentity } from '@/features/auth';
import { CLIENT_TYPE_LABELS, ROLE_LABELS, STAFF_ROLE_LABELS } from '@/lib/account-enums';
import { useUiStore } from '@/stores/ui-store';
import { nextClientType, nextGender, nextRole } from '../lib/dev-toggles';

const LABELS: Record<string, string> = {
  ...ROLE_LABELS,
  ...STAFF_ROLE_LABELS,
  ...CLIENT_TYPE_LABELS,
  male: 'Male',
  female: 'Female',
  other: 'Other',
};

function ToggleRow({
  label,
  value,
  onClick,
  disabled,
}: {
  label: string;
  value: string;
  onClick?: () => void;
  disabled?: boolean;
}) {
  return (
    <div className="flex items-center justify-between gap-3">
      <span className="text-sm text-slate-600 dark:text-slate-300">{label}</span>
      <button
        type="button"
        onClick={onClick}
        disabled={disabled}
        aria-label={`Preview ${label.toLowerCase()}: ${LABELS[value] ?? value}`}
        className="min-h-9 min-w-28 rounded-lg border border-slate-300 px-3 text-sm font-semibold hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-emerald-500 disabled:cursor-default disabled:opacity-70 dark:border-slate-700 dark:hover:bg-slate-800"
      >
        {LABELS[value] ?? value}
      </button>
    </div>
  );
}

/** Changes what the shell renders for; the admin's real role, rights and this panel stay. */
export function PreviewToggles() {
  const { userRole: role, staffRole, userGender: gender, clientType } = useShellIdentity();
  const setPreview = useUiStore((state) => state.setPreview);
  return (
    <div className="flex flex-col gap-2">
      <ToggleRow label="Role" value={role} onClick={() => setPreview({ userRole: nextRole(role) })} />
      <ToggleRow label="Staff role" value={staffRole} disabled />
      <ToggleRow label="Gender" value={gender} onClick={() => setPreview({ userGender: nextGender(gender) })} />
      <ToggleRow
        label="Client type"
        value={clientType}
        onClick={() => setPreview({ clientType: nextClientType(clientType) })}
      />
    </div>
  );
}
