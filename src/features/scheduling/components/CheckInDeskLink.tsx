import { DoorOpen } from 'lucide-react';
import { ButtonLink } from '@/components/ui/ButtonLink';

/** Where the studio's check-in desk opens (issue 29): from the calendars, not from a menu (the spec fixes the menus). */
export const CHECK_IN_DESK_PATH = '/appointments/check-in';

/** "Check-in desk" in the header of a trainer's calendar and of the studio schedule. */
export function CheckInDeskLink() {
  return (
    <ButtonLink variant="secondary" to={CHECK_IN_DESK_PATH}>
      <DoorOpen className="size-4" aria-hidden="true" />
      Check-in desk
    </ButtonLink>
  );
}
