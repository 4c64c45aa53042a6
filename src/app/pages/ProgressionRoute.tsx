import { MyAssessmentsLink } from '@/features/assessments';
import { ProgressionPage } from '@/features/progress';

/** `/progression`: the progress feature's page, with the link to the client's own assessments. */
export default function ProgressionRoute() {
  return <ProgressionPage headerActions={<MyAssessmentsLink />} />;
}
