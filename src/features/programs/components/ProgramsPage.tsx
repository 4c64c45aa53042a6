import { CalendarRange } from 'lucide-react';
import { EmptyState } from '@/components/ui/EmptyState';
import { LoadError } from '@/components/ui/LoadError';
import { PageHeader } from '@/components/ui/PageHeader';
import { PageLoader } from '@/components/ui/PageLoader';
import { usePrograms } from '../hooks/use-programs';
import { ProgramCard } from './ProgramCard';

/** `/programs`: a client's assigned programs (active first); a trainer's own programs. */
export default function ProgramsPage() {
  const { data, isPending, error, refetch, role } = usePrograms();
  const isClient = role === 'client';
  const programs = [...(data ?? [])].sort((a, b) => Number(b.status === 'active') - Number(a.status === 'active'));
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-5">
      <PageHeader
        title="Programs"
        subtitle={
          isClient
            ? 'The plan your coach has built for you.'
            : role === 'staff'
              ? 'The programs you have built.'
              : 'Every program.'
        }
      />
      {isPending ? (
        <PageLoader label="Loading programs" />
      ) : error ? (
        <LoadError error={error} what="programs" onRetry={() => void refetch()} />
      ) : programs.length === 0 ? (
        <EmptyState icon={<CalendarRange className="size-6" />} title="No program yet">
          {isClient
            ? 'When your coach assigns you a program, its schedule shows up here. Until then, browse your workouts.'
            : 'Programs you build show up here.'}
        </EmptyState>
      ) : (
        <ul aria-label="Programs" className="flex flex-col gap-3">
          {programs.map((program) => (
            <ProgramCard key={program.id} program={program} />
          ))}
        </ul>
      )}
    </div>
  );
}
