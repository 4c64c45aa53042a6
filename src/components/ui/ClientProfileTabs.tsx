import { NavLink } from 'react-router-dom';
import { cn } from '@/lib/cn';
import { ScrollRow } from './ScrollRow';

/**
 * A client profile's sections: overview, workouts and the three assessments. Shared by the
 * profile and the assessment pages, so a coach keeps the same tabs on every one of them.
 */
export function ClientProfileTabs({ clientId }: { clientId: string }) {
  const base = `/clients/profile/${clientId}`;
  const tabs = [
    { to: base, label: 'Overview', end: true },
    { to: `${base}/workouts`, label: 'Workouts', end: false },
    { to: `${base}/assessments/bodyscan`, label: 'Body scan', end: false },
    { to: `${base}/assessments/bloodtest`, label: 'Blood test', end: false },
    { to: `${base}/assessments/dutchtest`, label: 'DUTCH test', end: false },
  ];
  return (
    <nav aria-label="Client sections" className="-mx-1">
      <ScrollRow>
        <ul className="flex min-w-max gap-1 border-b border-slate-200 px-1 dark:border-slate-800">
          {tabs.map((tab) => (
            <li key={tab.to}>
              <NavLink
                to={tab.to}
                end={tab.end}
                className={({ isActive }) =>
                  cn(
                    'inline-flex min-h-11 items-center border-b-2 px-3 text-sm font-semibold whitespace-nowrap focus-visible:outline-2 focus-visible:outline-emerald-500',
                    isActive
                      ? 'border-emerald-600 text-emerald-700 dark:text-emerald-300'
                      : 'border-transparent text-slate-600 hover:text-slate-900 dark:text-slate-400 dark:hover:text-white',
                  )
                }
              >
                {tab.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </ScrollRow>
    </nav>
  );
}
