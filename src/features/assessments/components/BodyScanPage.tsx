import { AssessmentsPage } from './AssessmentsPage';

export default function BodyScanPage() {
  return <AssessmentsPage type="body_scan" />;
}
