import { NavLink } from 'react-router-dom';
import { cn } from '@/lib/cn';
import { ASSESSMENT_META, ASSESSMENT_TYPES } from '../lib/markers';

export function assessmentPath(clientId: string, type: keyof typeof ASSESSMENT_META): string {
  return `/clients/profile/${clientId}/assessments/${ASSESSMENT_META[type].slug}`;
}

/** Body scan · Blood test · DUTCH test, as links (each has its own address). */
export function AssessmentTabs({ clientId }: { clientId: string }) {
  return (
    <nav
      aria-label="Assessment types"
      className="flex gap-1 overflow-x-auto rounded-xl bg-slate-100 p-1 dark:bg-slate-800"
    >
      {ASSESSMENT_TYPES.map((type) => (
        <NavLink
          key={type}
          to={assessmentPath(clientId, type)}
          className={({ isActive }) =>
            cn(
              'flex min-h-10 flex-1 items-center justify-center whitespace-nowrap rounded-lg px-3 text-sm font-medium focus-visible:outline-2 focus-visible:outline-emerald-500',
              isActive
                ? 'bg-white text-slate-900 shadow-sm dark:bg-slate-900 dark:text-white'
                : 'text-slate-600 hover:text-slate-900 dark:text-slate-300 dark:hover:text-white',
            )
          }
        >
          {ASSESSMENT_META[type].short}
        </NavLink>
      ))}
    </nav>
  );
}
