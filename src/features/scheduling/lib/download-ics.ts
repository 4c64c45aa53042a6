import type { MyBooking } from './my-bookings-model';
import { bookingUid, buildIcsEvent } from './ics';

/** The booking as a one-event .ics file, downloaded by the browser ("Add to calendar"). */
export function downloadBookingIcs(booking: MyBooking): void {
  const text = buildIcsEvent({
    uid: bookingUid(booking.id),
    startsAt: booking.starts_at,
    endsAt: booking.ends_at,
    summary: booking.trainer ? `${booking.service.name} with ${booking.trainer.first_name}` : booking.service.name,
    location: booking.service.location === 'virtual' ? 'Online' : undefined,
    url: booking.service.location === 'virtual' ? (booking.service.video_url ?? undefined) : undefined,
    description:
      booking.service.location === 'virtual' && booking.service.video_url
        ? `Join: ${booking.service.video_url}`
        : undefined,
  });
  const link = document.createElement('a');
  link.href = URL.createObjectURL(new Blob([text], { type: 'text/calendar;charset=utf-8' }));
  link.download = `${booking.service.name.replace(/[^\w-]+/g, '-').toLowerCase()}-${booking.starts_at.slice(0, 10)}.ics`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
}
