import { AssessmentsPage } from './AssessmentsPage';

export default function BloodTestPage() {
  return <AssessmentsPage type="blood_test" />;
}
