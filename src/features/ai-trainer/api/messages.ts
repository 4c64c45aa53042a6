/** The spec's AI chat and generation messages, in one place. */
export const AI_MESSAGES = {
  chatError: 'Sorry, I encountered an error. Please try again.',
  createError: 'Sorry, I had trouble creating your workout. Please try again.',
  saveError: 'Sorry, I had trouble saving your workout. Please try again.',
  noExercises: 'No exercises found in database',
  generationFailed: 'Failed to generate workout',
  created: 'Workout Created Successfully',
} as const;
