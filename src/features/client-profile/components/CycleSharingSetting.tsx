import { Alert } from '@/components/ui/Alert';
import { Switch } from '@/components/ui/Switch';
import { toUserMessage } from '@/lib/errors';
import { useCycleSharing, useSetCycleSharing } from '../api/cycle-sharing';

/**
 * /settings, for a client who tracks their cycle: share it with the trainer or not (off by
 * default). The database enforces it; this switch only records the client's choice.
 */
export function CycleSharingSetting({ userId, trackingEnabled }: { userId: string; trackingEnabled: boolean }) {
  const shared = useCycleSharing(userId);
  const save = useSetCycleSharing(userId);
  return (
    <>
      <Switch
        label="Share my cycle with my coach"
        description={
          trackingEnabled
            ? 'Your coach sees your cycle phase to plan around it. Off unless you turn it on.'
            : 'Turn on cycle tracking first. Nothing is shared while tracking is off.'
        }
        checked={save.isPending ? Boolean(save.variables) : (shared.data ?? false)}
        disabled={save.isPending || shared.isPending || !trackingEnabled}
        onChange={(value) => save.mutate(value)}
      />
      {(save.error ?? shared.error) && (
        <Alert>{toUserMessage(save.error ?? shared.error, 'Failed to update cycle sharing. Please try again.')}</Alert>
      )}
    </>
  );
}
