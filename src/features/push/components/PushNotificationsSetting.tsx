import { BellOff, BellRing } from 'lucide-react';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { Switch } from '@/components/ui/Switch';
import type { Role } from '@/lib/account-enums';
import { toUserMessage } from '@/lib/errors';
import { useDevicePush } from '../api/device-push';
import { useDisablePush } from '../api/disable-push';
import { useEnablePush } from '../api/enable-push';
import { useUpdatePushKinds } from '../api/update-push-kinds';
import { PUSH_MESSAGES, PushSetupError } from '../lib/browser-push';
import { PUSH_KIND_LABELS, pushKindsFor, type PushKind } from '../lib/push-kinds';

function setupMessage(error: unknown, fallback: string): string {
  return error instanceof PushSetupError ? error.message : toUserMessage(error, fallback);
}

/**
 * "Notifications on this device": Web Push for this browser only (each phone or computer opts in by
 * itself), with the kinds it is sent; turning it off unsubscribes the browser and deletes the row.
 */
export function PushNotificationsSetting({ userId, role }: { userId: string; role: Role | null }) {
  const device = useDevicePush(userId);
  const enable = useEnablePush(userId);
  const disable = useDisablePush(userId);
  const kindsSave = useUpdatePushKinds(userId);
  const available = pushKindsFor(role);

  if (device.isPending) return <p className="text-sm text-slate-600 dark:text-slate-400">Checking this device…</p>;
  if (device.isError) {
    return (
      <Alert>{toUserMessage(device.error, 'Could not check notifications on this device. Please try again.')}</Alert>
    );
  }
  const { supported, permission, subscription } = device.data;
  if (!supported) return <Alert tone="info">{PUSH_MESSAGES.unsupported}</Alert>;

  if (!subscription) {
    return (
      <div className="flex flex-col gap-3">
        <p className="text-sm text-slate-600 dark:text-slate-400">
          Get messages, booking changes and reminders on this device, even when Liftwise is closed.
        </p>
        {permission === 'denied' && <Alert tone="info">{PUSH_MESSAGES.blocked}</Alert>}
        <div>
          <Button loading={enable.isPending} onClick={() => enable.mutate(available)}>
            <BellRing aria-hidden="true" className="size-4" />
            Turn on notifications
          </Button>
        </div>
        {enable.isError && (
          <Alert>{setupMessage(enable.error, 'Could not turn on notifications. Please try again.')}</Alert>
        )}
      </div>
    );
  }

  const shownKinds: readonly string[] =
    kindsSave.isPending && kindsSave.variables ? kindsSave.variables.kinds : subscription.kinds;
  const toggle = (kind: PushKind, on: boolean) => {
    const kinds = available.filter((candidate) => (candidate === kind ? on : shownKinds.includes(candidate)));
    kindsSave.mutate({ subscriptionId: subscription.id, kinds });
  };

  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-slate-600 dark:text-slate-400">
        On for this device{subscription.device_label ? ` (${subscription.device_label})` : ''}. Choose what it shows:
      </p>
      <div className="flex flex-col gap-3">
        {available.map((kind) => (
          <Switch
            key={kind}
            label={PUSH_KIND_LABELS[kind]}
            checked={shownKinds.includes(kind)}
            disabled={kindsSave.isPending}
            onChange={(on) => toggle(kind, on)}
          />
        ))}
      </div>
      {kindsSave.isError && (
        <Alert>{toUserMessage(kindsSave.error, 'Could not save your choice. Please try again.')}</Alert>
      )}
      <div>
        <Button variant="secondary" loading={disable.isPending} onClick={() => disable.mutate(subscription.id)}>
          <BellOff aria-hidden="true" className="size-4" />
          Turn off on this device
        </Button>
      </div>
      {disable.isError && (
        <Alert>{toUserMessage(disable.error, 'Could not turn off notifications. Please try again.')}</Alert>
      )}
    </div>
  );
}
