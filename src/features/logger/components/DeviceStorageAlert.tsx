import { Alert } from '@/components/ui/Alert';
import { useLoggerStore } from '../stores/logger-store';

export const DEVICE_STORAGE_FAILED =
  'This device cannot save your workout right now (its storage is full or blocked). While you are online, every set goes straight to the server and Finish still works; offline, keep this page open until you are back online.';

/** Said plainly, at the top of the workout, when IndexedDB refuses writes. */
export function DeviceStorageAlert() {
  const failed = useLoggerStore((store) => store.localSaveFailed);
  if (!failed) return null;
  return <Alert>{DEVICE_STORAGE_FAILED}</Alert>;
}
