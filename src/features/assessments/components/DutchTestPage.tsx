import { AssessmentsPage } from './AssessmentsPage';

export default function DutchTestPage() {
  return <AssessmentsPage type="urine_hormone_test" />;
}
