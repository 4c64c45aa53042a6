import { CalendarRange, Dumbbell, MessageSquare, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { EmptyState } from '@/components/ui/EmptyState';
import { focusRing } from '@/components/ui/focus-ring';
import { LoadError } from '@/components/ui/LoadError';
import { PageHeader } from '@/components/ui/PageHeader';
import { Spinner } from '@/components/ui/Spinner';
import { cn } from '@/lib/cn';
import { useCoachIdentity, useRoster } from '../api/use-roster';
import { groupRoster } from '../lib/roster-view';
import { AttentionList } from './AttentionList';

/**
 * `/` for staff and admins: where a coach starts the day. Who needs a look and why (the roster's
 * flags, worded the same), unread messages (counted by messaging, passed in by the app's page), and
 * the things a coach makes most often.
 */
export default function CoachHome({ firstName, unread }: { firstName: string; unread: number }) {
  const { isAdmin } = useCoachIdentity();
  const roster = useRoster();
  const active = (roster.data ?? []).filter((row) => row.status === 'active');
  const { attention } = groupRoster(active);

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-5">
      <PageHeader
        title="Coach dashboard"
        subtitle={firstName ? `Good to see you, ${firstName}.` : 'Who needs you today, at a glance.'}
        actions={
          <ButtonLink to="/clients" variant="secondary">
            <Users aria-hidden="true" className="size-4" /> All clients
          </ButtonLink>
        }
      />
      <ul aria-label="At a glance" className="grid min-h-24 gap-3 sm:grid-cols-3">
        <Tile label={isAdmin ? 'Active clients' : 'Your active clients'} to="/clients">
          {roster.isPending ? '…' : active.length}
        </Tile>
        <Tile label="Need attention" to="/clients" tone={attention.length > 0 ? 'warning' : 'normal'}>
          {roster.isPending ? '…' : attention.length}
        </Tile>
        <Tile label="Unread messages" to="/inbox">
          {unread}
        </Tile>
      </ul>
      {roster.isPending ? (
        <Spinner label="Loading your clients" />
      ) : roster.error ? (
        <LoadError error={roster.error} what="your clients" onRetry={() => void roster.refetch()} />
      ) : active.length === 0 ? (
        <EmptyState
          icon={<Users className="size-6" />}
          title="No clients yet"
          action={<ButtonLink to="/clients">Add a client</ButtonLink>}
        >
          Clients you add, or an admin assigns to you, show up here with how their training is going.
        </EmptyState>
      ) : attention.length > 0 ? (
        <AttentionList rows={attention} showTrainer={isAdmin} />
      ) : (
        <p className="rounded-xl border border-emerald-300 bg-emerald-50/60 p-4 text-emerald-900 dark:border-emerald-500/30 dark:bg-emerald-500/5 dark:text-emerald-100">
          Everyone is on track this week.
        </p>
      )}
      <section aria-labelledby="coach-shortcuts" className="flex flex-col gap-3">
        <h2 id="coach-shortcuts" className="text-lg font-semibold text-slate-900 dark:text-white">
          Build
        </h2>
        <div className="flex flex-wrap gap-2">
          <ButtonLink to="/library/workouts/builder" variant="secondary">
            <Dumbbell aria-hidden="true" className="size-4" /> New workout
          </ButtonLink>
          <ButtonLink to="/programs/builder" variant="secondary">
            <CalendarRange aria-hidden="true" className="size-4" /> New program
          </ButtonLink>
          <ButtonLink to="/inbox" variant="secondary">
            <MessageSquare aria-hidden="true" className="size-4" /> Messages
          </ButtonLink>
        </div>
      </section>
    </div>
  );
}

function Tile({
  label,
  to,
  tone = 'normal',
  children,
}: {
  label: string;
  to: string;
  tone?: 'normal' | 'warning';
  children: ReactNode;
}) {
  return (
    <li>
      <Link
        to={to}
        className={cn(
          'flex h-full flex-col gap-1 rounded-xl border bg-white p-4 hover:border-emerald-400 dark:bg-slate-900',
          tone === 'warning' ? 'border-amber-300 dark:border-amber-500/40' : 'border-slate-200 dark:border-slate-800',
          focusRing,
        )}
      >
        <span className="text-sm text-slate-600 dark:text-slate-400">{label}</span>
        <span className="text-3xl font-bold text-slate-900 tabular-nums dark:text-white">{children}</span>
      </Link>
    </li>
  );
}
