import { useMutation, useQueryClient } from '@tanstack/react-query';
import { schedulingKeys } from './scheduling-keys';

/**
 * A booking write's mutation hook. Whatever the answer (a refusal may mean someone else changed the
 * calendar), every calendar range, client list, free-slot search and waitlist is read again.
 */
export function useBookingMutation<TInput, TResult>(run: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: () =>
      Promise.all(
        [
          schedulingKeys.calendars(),
          schedulingKeys.allMyBookings(),
          schedulingKeys.allFreeSlots(),
          schedulingKeys.allWaitlists(),
        ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ),
  });
}
