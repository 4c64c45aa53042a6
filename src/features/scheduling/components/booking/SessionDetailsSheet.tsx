/* eslint-disable no-restricted-imports -- its own feature's api, two folders up: the rule means other features */
import { Button } from '@/components/ui/Button';
import { Modal } from '@/components/ui/Modal';
import type { CalendarSession } from '../../api/calendar';
import type { StudioClock } from '../../api/studio-settings';
import { sessionWho, trainerName } from '../../lib/session-labels';

/**
 * A session's details. Minimal placeholder: the booking helper's full version (attendance, move,
 * cancel, waitlist) replaces this file at merge; the props are the agreed contract.
 */
export function SessionDetailsSheet({
  session,
  clock,
  onClose,
}: {
  session: CalendarSession;
  clock: StudioClock;
  onClose: () => void;
}) {
  const time = new Intl.DateTimeFormat(undefined, {
    timeZone: clock.timeZone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  return (
    <Modal title={session.service.name} open onClose={onClose} footer={<Button onClick={onClose}>Close</Button>}>
      <p>{time.format(session.start)}</p>
      <p className="text-sm text-slate-600 dark:text-slate-300">
        {[trainerName(session), sessionWho(session)].filter(Boolean).join(' · ')}
      </p>
    </Modal>
  );
}
