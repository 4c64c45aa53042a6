import { Alert } from '@/components/ui/Alert';
import { Switch } from '@/components/ui/Switch';
import { useAuthStore } from '@/features/auth';
import { toUserMessage } from '@/lib/errors';
import { useUpdateCycleTracking } from '../api/update-cycle-tracking';

/** Shown only where cycle tracking is available (women); saved to the profile, then the store. */
export function CycleTrackingSetting({ userId }: { userId: string }) {
  const cycleTracking = useAuthStore((state) => state.cycleTracking);
  const save = useUpdateCycleTracking(userId);
  if (!cycleTracking.available) return null;
  return (
    <>
      <Switch
        label="Cycle tracking"
        description="Show your cycle phase on the dashboard."
        checked={save.isPending ? Boolean(save.variables) : cycleTracking.enabled}
        disabled={save.isPending}
        onChange={(enabled) => save.mutate(enabled)}
      />
      {save.isError && <Alert>{toUserMessage(save.error, 'Failed to update cycle tracking. Please try again.')}</Alert>}
    </>
  );
}
