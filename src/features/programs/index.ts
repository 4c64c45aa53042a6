// What other features use from programs: putting a workout into the program builder's draft, and
// the clients a coach may assign to.
export { addWorkoutToProgramDraft } from './stores/add-to-program-draft';
export { useAssignableClients } from './api/assign-program';
