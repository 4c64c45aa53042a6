import { CalendarClock, Dumbbell, Sparkles } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { greetingFor } from '../lib/week';
import { WeekStrip } from './WeekStrip';

function Card({ title, icon, children }: { title: string; icon: ReactNode; children: ReactNode }) {
  return (
    <section className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <h2 className="mb-3 flex items-center gap-2 text-sm font-semibold uppercase tracking-wide text-slate-500 dark:text-slate-400">
        {icon}
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The client's "Today" page. Its content (today's workout, photos, cycle) arrives with the training loop. */
export function ClientToday({ firstName, today = new Date() }: { firstName: string; today?: Date }) {
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-5">
      <header>
        <p className="text-sm text-slate-500 dark:text-slate-400">
          {today.toLocaleDateString(undefined, { weekday: 'long', month: 'long', day: 'numeric' })}
        </p>
        <h1 className="text-3xl font-bold text-slate-900 dark:text-white">Today</h1>
        <p className="mt-1 text-slate-600 dark:text-slate-300">
          {greetingFor(today)}
          {firstName ? `, ${firstName}` : ''}. Let&apos;s get moving.
        </p>
      </header>
      <WeekStrip today={today} />
      <Card title="Today's workout" icon={<Dumbbell aria-hidden="true" className="size-4" />}>
        <p className="text-slate-700 dark:text-slate-200">Your coach&apos;s plan for today will appear here.</p>
        <Link to="/workouts" className="mt-3 inline-flex min-h-11 items-center rounded-lg bg-emerald-700 px-4 text-sm font-semibold text-white hover:bg-emerald-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-500">
          Browse workouts
        </Link>
      </Card>
      <div className="grid gap-5 sm:grid-cols-2">
        <Card title="Coming up" icon={<CalendarClock aria-hidden="true" className="size-4" />}>
          <p className="text-sm text-slate-600 dark:text-slate-300">Your week of training shows here once a program is assigned.</p>
        </Card>
        <Card title="AI trainer" icon={<Sparkles aria-hidden="true" className="size-4" />}>
          <p className="text-sm text-slate-600 dark:text-slate-300">Ask for a workout that fits your day, right from the AI button.</p>
        </Card>
      </div>
    </div>
  );
}
