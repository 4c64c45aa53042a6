/** Whether a message asks for a workout ("give me a 45 minute push day", "leg workout, no barbell"). */
export function isWorkoutRequest(message: string): boolean {
  const text = message.toLowerCase();
  if (/\b(workout|routine|training session|circuit)\b/.test(text)) return true;
  if (/\b(push|pull|leg|legs|upper|lower|full body|chest|back|arm|arms|shoulder|glute)\s+(day|session)\b/.test(text))
    return true;
  return /\b(build|make|create|give|plan)\b.*\b(session|exercises)\b/.test(text);
}
