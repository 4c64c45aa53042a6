import { ClipboardList } from 'lucide-react';
import { Link } from 'react-router-dom';
import { useAuthStore } from '@/features/auth';
import { assessmentPath } from './AssessmentTabs';

/** Where a client finds their own body scans and lab results (read-only). */
export function MyAssessmentsLink() {
  const userId = useAuthStore((state) => state.user?.id ?? '');
  if (!userId) return null;
  return (
    <Link
      to={assessmentPath(userId, 'body_scan')}
      className="inline-flex min-h-11 items-center gap-2 rounded-xl border border-slate-300 px-4 text-sm font-medium text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-emerald-500 dark:border-slate-700 dark:text-slate-100 dark:hover:bg-slate-800"
    >
      <ClipboardList aria-hidden="true" className="size-4" />
      Body scans and lab results
    </Link>
  );
}
