/**
 * Every react-query key of the scheduling feature, built here and nowhere else: the api files' query
 * options use them, and mutations invalidate by their prefixes.
 */
export const schedulingKeys = {
  all: ['scheduling'] as const,
  services: () => [...schedulingKeys.all, 'services'] as const,
  staff: () => [...schedulingKeys.all, 'staff'] as const,
  studio: () => [...schedulingKeys.all, 'studio'] as const,
  bookingSettings: () => [...schedulingKeys.all, 'studio', 'booking-settings'] as const,
  hours: (trainerId: string) => [...schedulingKeys.all, 'hours', trainerId] as const,
  timeOff: (trainerId: string) => [...schedulingKeys.all, 'time-off', trainerId] as const,
  dateOverridesOf: (trainerId: string) => [...schedulingKeys.all, 'date-overrides', trainerId] as const,
  dateOverrides: (trainerId: string, from: string) => [...schedulingKeys.dateOverridesOf(trainerId), from] as const,
  myBookings: (clientId: string) => [...schedulingKeys.all, 'my-bookings', clientId] as const,
  /** Prefix of every calendar range: a booking write invalidates them all. */
  calendars: () => [...schedulingKeys.all, 'calendar'] as const,
  myWaitlist: (clientId: string) => [...schedulingKeys.all, 'my-waitlist', clientId] as const,
  classTimes: (serviceId: string) => [...schedulingKeys.all, 'class-times', serviceId] as const,
  trainerNames: (trainerIds: readonly string[]) =>
    [...schedulingKeys.all, 'trainer-names', [...trainerIds].sort()] as const,
  calendar: (trainerId: string | 'all', from: string, to: string) =>
    [...schedulingKeys.calendars(), trainerId, from, to] as const,
  /** Prefix of every client's own list. */
  allMyBookings: () => [...schedulingKeys.all, 'my-bookings'] as const,
  allFreeSlots: () => [...schedulingKeys.all, 'free-slots'] as const,
  freeSlots: (serviceId: string, trainerIds: readonly string[], from: string, to: string) =>
    [...schedulingKeys.allFreeSlots(), serviceId, [...trainerIds].sort(), from, to] as const,
  allWaitlists: () => [...schedulingKeys.all, 'waitlist'] as const,
  waitlist: (sessionId: string) => [...schedulingKeys.allWaitlists(), sessionId] as const,
  allMyWaitlists: () => [...schedulingKeys.all, 'my-waitlist'] as const,
  allClassTimes: () => [...schedulingKeys.all, 'class-times'] as const,
  /** The signed-in person's calendar feed link (whether one is on; the token itself is never read back). */
  calendarFeed: (userId: string) => [...schedulingKeys.all, 'calendar-feed', userId] as const,
  bookingRequests: () => [...schedulingKeys.all, 'booking-requests'] as const,
};

/**
 * What a booking, move, cancel or waitlist change can alter: a booking write's hook and the live
 * calendars (scheduling-realtime.ts) both invalidate these prefixes.
 */
export const bookingChangePrefixes = () => [
  schedulingKeys.calendars(),
  schedulingKeys.allMyBookings(),
  schedulingKeys.allWaitlists(),
  schedulingKeys.allMyWaitlists(),
  schedulingKeys.allClassTimes(),
  schedulingKeys.allFreeSlots(),
  schedulingKeys.bookingRequests(),
];
