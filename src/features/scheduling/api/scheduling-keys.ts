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
  calendars: () => [...schedulingKeys.all, 'calendar'] as const,
  calendar: (trainerId: string | 'all', from: string, to: string) =>
    [...schedulingKeys.calendars(), trainerId, from, to] as const,
  bookingRequests: () => [...schedulingKeys.all, 'booking-requests'] as const,
};
