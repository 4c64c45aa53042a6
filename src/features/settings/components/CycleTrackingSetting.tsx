import { useMutation } from '@tanstack/react-query';
import { Alert } from '@/components/ui/Alert';
import { Switch } from '@/components/ui/Switch';
import { useAuthStore } from '@/features/auth';
import { toUserMessage } from '@/lib/errors';
import { updateCycleTracking } from '../api/update-cycle-tracking';

/** Shown only where cycle tracking is available (women); saved to the profile, then the store. */
export function CycleTrackingSetting({ userId }: { userId: string }) {
  const cycleTracking = useAuthStore((state) => state.cycleTracking);
  const setEnabled = useAuthStore((state) => state.setCycleTrackingEnabled);
  const save = useMutation({
    mutationFn: (enabled: boolean) => updateCycleTracking(userId, enabled),
    onSuccess: (_data, enabled) => setEnabled(enabled),
  });
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
