import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { profileKeys } from '../lib/query-keys';
import { getNutritionGoals } from './get-nutrition-goals';
import { listMyCoachComments } from './list-my-coach-comments';

/** The client's own nutrition goals (Today's card, the profile's editor reads the same key). */
export const nutritionGoalsQuery = (clientId: string) =>
  queryOptions({ queryKey: profileKeys.nutrition(clientId), queryFn: () => getNutritionGoals(clientId) });

/** The coach's latest comments on the client's own logged workouts (Today's "From your coach"). */
export const myCoachCommentsQuery = (userId: string) =>
  queryOptions({ queryKey: profileKeys.myComments(userId), queryFn: () => listMyCoachComments(userId) });

/** Starts Today's client-profile reads beside the plan's, before the page has rendered. */
export function prefetchTodayCards(queryClient: QueryClient, userId: string): void {
  void queryClient.prefetchQuery(myCoachCommentsQuery(userId));
  void queryClient.prefetchQuery(nutritionGoalsQuery(userId));
}
