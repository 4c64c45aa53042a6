export interface TrainerSlot {
  trainerId: string;
  startsAt: string;
  endsAt: string;
}

/**
 * Several trainers' free slots as one list: soonest first; at the same time, in the order the
 * trainers were given (so "Any available" offers each trainer's slot, and the list does not jump).
 */
export function mergeSlots(perTrainer: TrainerSlot[][]): TrainerSlot[] {
  return perTrainer
    .flatMap((slots, order) => slots.map((slot) => ({ slot, order })))
    .sort((a, b) => Date.parse(a.slot.startsAt) - Date.parse(b.slot.startsAt) || a.order - b.order)
    .map(({ slot }) => slot);
}
