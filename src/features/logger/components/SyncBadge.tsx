import { Cloud, CloudOff, HardDrive, RefreshCw, TriangleAlert } from 'lucide-react';
import type { ComponentType } from 'react';
import { cn } from '@/lib/cn';
import { useLoggerStore, type SyncStatus } from '../stores/logger-store';

const LOOK: Record<
  SyncStatus,
  { label: string; Icon: ComponentType<{ className?: string; 'aria-hidden'?: boolean }>; tone: string }
> = {
  'saved-local': { label: 'Saved on device', Icon: HardDrive, tone: 'text-slate-600 dark:text-slate-300' },
  syncing: { label: 'Syncing…', Icon: RefreshCw, tone: 'text-sky-700 dark:text-sky-300' },
  synced: { label: 'Synced', Icon: Cloud, tone: 'text-emerald-700 dark:text-emerald-300' },
  offline: { label: 'Offline · saved on device', Icon: CloudOff, tone: 'text-amber-700 dark:text-amber-300' },
  error: { label: 'Not synced', Icon: TriangleAlert, tone: 'text-red-700 dark:text-red-300' },
};

/** Where the workout is saved right now: on this device, on its way, or on the server. */
export function SyncBadge() {
  const sync = useLoggerStore((store) => store.sync);
  const message = useLoggerStore((store) => store.syncMessage);
  const localFailed = useLoggerStore((store) => store.localSaveFailed);
  const { label, Icon, tone } = localFailed ? { ...LOOK.error, label: 'Not saved on device' } : LOOK[sync];
  return (
    <p
      role="status"
      data-testid="sync-status"
      data-sync={sync}
      title={message ?? label}
      className={cn('inline-flex items-center gap-1 text-xs font-medium', tone)}
    >
      <Icon aria-hidden={true} className={cn('size-3.5', sync === 'syncing' && 'animate-spin')} />
      {label}
    </p>
  );
}
