// What other features use from the builder: copying a workout, and the builder's form for a
// workout that another screen saves (the program builder's "Create new workout").
export { useDuplicateWorkout } from './api/duplicate-workout';
export { BuilderEditor as WorkoutDraftEditor } from './components/BuilderEditor';
export { emptyDraft as emptyWorkoutDraft, type WorkoutDraft } from './lib/builder-rules';
export { savePayload as workoutSavePayload, validateDraft as validateWorkoutDraft } from './lib/draft-validation';
export { recoverWorkoutDraft } from './lib/recover-draft';
