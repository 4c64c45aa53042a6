// What the rest of the app may use from the assessments feature.
export { LatestBodyScanSummary } from './components/LatestBodyScanSummary';
export { MyAssessmentsLink } from './components/MyAssessmentsLink';
export { assessmentPath } from './components/AssessmentTabs';
export { assessmentKeys } from './api/query-keys';
