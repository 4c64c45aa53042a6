import { HistoryPage } from '@/features/history/history-page';
import { workoutEditQueue } from '@/features/logger';

/** `/history`: History, whose edits of a finished workout wait in the logger's outbox until the server has them. */
export default function HistoryRoute() {
  return <HistoryPage editQueue={workoutEditQueue} />;
}
