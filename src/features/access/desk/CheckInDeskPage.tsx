import { DoorOpen, Maximize, Minimize } from 'lucide-react';
import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { EmptyState } from '@/components/ui/EmptyState';
import { PageHeader } from '@/components/ui/PageHeader';
import { PageLoader } from '@/components/ui/PageLoader';
import { SegmentedControl } from '@/components/ui/SegmentedControl';
import { useAuthStore } from '@/features/auth';
import { cn } from '@/lib/cn';
import { useOnline } from '@/lib/use-online';
import { NO_CONNECTION } from '../api/desk-check-in';
import { DeskAnswer } from './DeskAnswer';
import { createScanGate } from './lib/scan-gate';
import { NameCheckIn } from './NameCheckIn';
import { PinPad } from './PinPad';
import { useDesk } from './use-desk';
import { useKiosk } from './use-kiosk';

// The camera's code (and qr-scanner behind it) loads only when the desk scans.
const CameraScanner = lazy(() => import('./CameraScanner').then((module) => ({ default: module.CameraScanner })));

type Mode = 'scan' | 'pin' | 'name';

/** `/appointments/check-in`: the studio's check-in desk, for staff and admins. */
export default function CheckInDeskPage() {
  const role = useAuthStore((state) => state.userRole);
  if (role !== 'staff' && role !== 'admin') {
    return (
      <EmptyState icon={<DoorOpen className="size-6" />} title="For trainers and admins">
        The check-in desk is where staff let clients into the studio. Your own code is under Unlock.
      </EmptyState>
    );
  }
  return <Desk />;
}

function Desk() {
  const online = useOnline();
  const { kiosk, enter, leave } = useKiosk();
  const [mode, setMode] = useState<Mode>('scan');
  const { shown, send, next, override, isBusy } = useDesk();
  const gate = useRef(createScanGate());

  const onScan = useCallback(
    (payload: string) => {
      const now = Date.now();
      if (isBusy()) return gate.current.touch(payload, now);
      if (gate.current.accept(payload, now)) void send({ kind: 'code', code: payload, method: 'qr' });
    },
    [isBusy, send],
  );

  return (
    <div
      className={cn(
        'flex flex-col gap-4',
        kiosk ? 'fixed inset-0 z-50 overflow-auto bg-white p-4 sm:p-8 dark:bg-slate-950' : 'mx-auto max-w-5xl',
      )}
      data-kiosk={kiosk || undefined}
    >
      <PageHeader
        title="Check-in desk"
        subtitle="Scan the client’s code, type their PIN, or find them by name."
        actions={
          kiosk ? (
            <Button variant="secondary" onClick={leave}>
              <Minimize className="size-4" aria-hidden="true" /> Leave kiosk mode
            </Button>
          ) : (
            <Button variant="secondary" onClick={enter}>
              <Maximize className="size-4" aria-hidden="true" /> Kiosk mode
            </Button>
          )
        }
      />
      {!online && <Alert>{NO_CONNECTION}</Alert>}
      <div className={cn('mx-auto w-full', kiosk ? 'max-w-xl' : 'max-w-md')}>
        <SegmentedControl<Mode>
          label="How to check in"
          value={mode}
          onChange={setMode}
          options={[
            { value: 'scan', label: 'Scan' },
            { value: 'pin', label: 'PIN' },
            { value: 'name', label: 'By name' },
          ]}
        />
      </div>
      {mode === 'scan' && (
        <Suspense fallback={<PageLoader label="Loading the camera" />}>
          <CameraScanner onCode={onScan} />
        </Suspense>
      )}
      {mode === 'pin' && (
        <PinPad disabled={!online} onSubmit={(pin) => void send({ kind: 'code', code: pin, method: 'pin' })} />
      )}
      {mode === 'name' && (
        <NameCheckIn
          disabled={!online}
          onCheckIn={(clientId) => void send({ kind: 'manual', clientId, override: false })}
        />
      )}
      {shown && <DeskAnswer shown={shown} onNext={next} onOverride={override} />}
    </div>
  );
}
