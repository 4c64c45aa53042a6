import { CalendarDays, ChevronRight, Repeat } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Chip, type ChipTone } from '@/components/ui/Chip';
import type { ProgramStatus } from '@/lib/training-enums';
import type { ProgramSummary } from '../api/list-programs';
import { clientName } from '@/lib/person-name';

const STATUS_TONE: Record<ProgramStatus, ChipTone> = {
  active: 'accent',
  completed: 'info',
  archived: 'neutral',
  draft: 'warning',
};

export function ProgramCard({ program, showOwner = false }: { program: ProgramSummary; showOwner?: boolean }) {
  const workouts = program.program_workouts.length;
  const days = new Set(program.program_workouts.map((entry) => entry.day_of_week).filter((day) => day !== null)).size;
  const tone = STATUS_TONE[program.status];
  return (
    <li>
      <Link
        to={`/programs/${program.id}`}
        className="group flex items-center gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm hover:border-emerald-400 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-500 dark:border-slate-800 dark:bg-slate-900 dark:hover:border-emerald-600"
      >
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <h2 className="text-base font-semibold text-slate-900 dark:text-white">{program.name}</h2>
            {/* A template is not running for anyone: its status says nothing to the coach. */}
            {(!showOwner || program.client) && <Chip tone={tone}>{program.status}</Chip>}
            {showOwner && (
              <Chip tone={program.client ? 'info' : 'warning'} className="normal-case">
                {program.client ? clientName(program.client) : 'Template'}
              </Chip>
            )}
          </div>
          {program.description && (
            <p className="mt-0.5 line-clamp-2 text-sm text-slate-600 dark:text-slate-400">{program.description}</p>
          )}
          <p className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-600 dark:text-slate-400">
            <span className="inline-flex items-center gap-1">
              {program.flex_schedule ? (
                <Repeat aria-hidden="true" className="size-4" />
              ) : (
                <CalendarDays aria-hidden="true" className="size-4" />
              )}
              {program.flex_schedule ? `Flexible rotation of ${workouts}` : `${days} days a week`}
            </span>
            {program.duration_weeks && <span>{program.duration_weeks} weeks</span>}
            {program.difficulty && <span className="capitalize">{program.difficulty}</span>}
          </p>
        </div>
        <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-slate-400 group-hover:text-emerald-500" />
      </Link>
    </li>
  );
}
