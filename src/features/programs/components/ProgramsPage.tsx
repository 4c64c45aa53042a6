import { CalendarRange, Plus } from 'lucide-react';
import { useState } from 'react';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { EmptyState } from '@/components/ui/EmptyState';
import { LoadError } from '@/components/ui/LoadError';
import { PageHeader } from '@/components/ui/PageHeader';
import { PageLoader } from '@/components/ui/PageLoader';
import { SearchField } from '@/components/ui/SearchField';
import { SegmentedControl } from '@/components/ui/SegmentedControl';
import { usePrograms } from '../api/list-programs';
import { filterPrograms, type ProgramKind } from '../lib/program-filter';
import { ProgramCard } from './ProgramCard';

const KINDS = [
  { value: 'all', label: 'All' },
  { value: 'templates', label: 'Templates' },
  { value: 'clients', label: 'Client programs' },
] as const;

/** `/programs`: a client's assigned programs (active first); a coach's templates and client programs. */
export default function ProgramsPage() {
  const { data, isPending, error, refetch, role } = usePrograms();
  const isClient = role === 'client';
  const [query, setQuery] = useState('');
  const [kind, setKind] = useState<ProgramKind>('all');
  const sorted = [...(data ?? [])].sort((a, b) => Number(b.status === 'active') - Number(a.status === 'active'));
  const programs = isClient ? sorted : filterPrograms(sorted, kind, query);
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-5">
      <PageHeader
        title="Programs"
        subtitle={
          isClient
            ? 'The plan your coach has built for you.'
            : role === 'staff'
              ? 'Your templates and your clients’ programs.'
              : 'Every program.'
        }
        actions={
          isClient ? undefined : (
            <ButtonLink to="/programs/builder">
              <Plus aria-hidden="true" className="size-4" /> New program
            </ButtonLink>
          )
        }
      />
      {!isClient && (
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
          <div className="flex-1">
            <SearchField label="Search programs" value={query} onChange={setQuery} placeholder="Name, goal or client" />
          </div>
          <SegmentedControl<ProgramKind> label="Show" options={KINDS} value={kind} onChange={setKind} />
        </div>
      )}
      {isPending ? (
        <PageLoader label="Loading programs" />
      ) : error ? (
        <LoadError error={error} what="programs" onRetry={() => void refetch()} />
      ) : programs.length === 0 ? (
        <EmptyState icon={<CalendarRange className="size-6" />} title={query ? 'No program matches' : 'No program yet'}>
          {isClient
            ? 'When your coach assigns you a program, its schedule shows up here. Until then, browse your workouts.'
            : 'Programs you build show up here.'}
        </EmptyState>
      ) : (
        <ul aria-label="Programs" className="flex flex-col gap-3">
          {programs.map((program) => (
            <ProgramCard key={program.id} program={program} showOwner={!isClient} />
          ))}
        </ul>
      )}
    </div>
  );
}
