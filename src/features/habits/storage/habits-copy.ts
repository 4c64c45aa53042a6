import { deviceCopy } from '@/lib/device-copy';
import type { Habit, HabitTick } from '../lib/habit';

/** The client's last habits and ticks from the server, so Today shows them on an offline reload. */
interface HabitsCopy {
  userId: string;
  habits?: Habit[];
  ticks?: HabitTick[];
}

export const HABITS_COPY_DB_NAME = 'liftwise-habits-copy';

const copy = deviceCopy<HabitsCopy>(HABITS_COPY_DB_NAME);

/** The server's habits or ticks, or this device's copy of them when the server cannot be reached. */
export const serverOrDeviceCopy = copy.serverOrDeviceCopy;

/** Tests: forget the open connection (after fake-indexeddb is reset). */
export const resetHabitsCopyConnection = copy.close;
