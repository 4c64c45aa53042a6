import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bookingChangePrefixes } from './scheduling-keys';

/**
 * A booking write's mutation hook. Whatever the answer (a refusal may mean someone else changed the
 * calendar), everything a booking can change is read again.
 */
export function useBookingMutation<TInput, TResult>(run: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: () =>
      Promise.all(bookingChangePrefixes().map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
