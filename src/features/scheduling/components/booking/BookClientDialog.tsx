/* eslint-disable no-restricted-imports -- its own feature's api, two folders up: the rule means other features */
import { Button } from '@/components/ui/Button';
import { Modal } from '@/components/ui/Modal';
import type { StudioClock } from '../../api/studio-settings';

/**
 * Booking a client into a trainer's time. Minimal placeholder: the booking helper's full version
 * (client search, service, rules and overrides) replaces this file at merge; the props are the
 * agreed contract.
 */
export function BookClientDialog({
  trainerId,
  startsAt,
  clock,
  onClose,
}: {
  trainerId: string | null;
  startsAt?: number;
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
    <Modal title="Book a client" open onClose={onClose} footer={<Button onClick={onClose}>Close</Button>}>
      <p data-trainer-id={trainerId ?? ''}>{startsAt === undefined ? 'Choose a time' : time.format(startsAt)}</p>
    </Modal>
  );
}
