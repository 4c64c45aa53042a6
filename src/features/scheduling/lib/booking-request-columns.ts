/** What the booking-requests panel reads of a request (the integration test reads the same through RLS). */
export const BOOKING_REQUEST_COLUMNS =
  'id, trainer_id, starts_at, ends_at, service:services ( name ), client:users!bookings_client_id_fkey ( first_name, last_name ), trainer:users!bookings_trainer_id_fkey ( first_name, last_name )';
