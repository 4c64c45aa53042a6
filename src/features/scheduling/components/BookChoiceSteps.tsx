import { ChevronRight, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { EmptyState } from '@/components/ui/EmptyState';
import { focusRing } from '@/components/ui/focus-ring';
import { cn } from '@/lib/cn';
import type { Service } from '../api/services';
import { useTrainerNames } from '../api/trainer-names';
import { whereText } from '../lib/booking-format';

/** One choice in a step: a full-width button, big enough for a thumb. */
export function ChoiceButton({
  title,
  detail,
  colour,
  onClick,
  disabled,
  label,
}: {
  title: ReactNode;
  detail?: ReactNode;
  colour?: string;
  onClick: () => void;
  disabled?: boolean;
  label?: string;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={disabled}
      aria-label={label}
      className={cn(
        'flex min-h-14 w-full items-center justify-between gap-3 rounded-xl border border-l-4 border-slate-200 bg-white p-3 text-left hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-60 dark:border-slate-800 dark:bg-slate-900 dark:hover:bg-slate-800',
        focusRing,
      )}
      style={colour ? { borderLeftColor: colour } : undefined}
    >
      <span className="min-w-0">
        <span className="block font-medium break-words text-slate-900 dark:text-white">{title}</span>
        {detail && <span className="block text-sm text-slate-600 dark:text-slate-300">{detail}</span>}
      </span>
      <ChevronRight className="size-5 shrink-0 text-slate-400" aria-hidden="true" />
    </button>
  );
}

export function BookServiceStep({ services, onChoose }: { services: Service[]; onChoose: (id: string) => void }) {
  if (services.length === 0) {
    return (
      <EmptyState icon={<Users className="size-6" />} title="Nothing to book yet">
        The studio has no sessions open to you for booking. Ask your trainer.
      </EmptyState>
    );
  }
  return (
    <ul aria-label="Services" className="flex flex-col gap-2">
      {services.map((service) => (
        <li key={service.id}>
          <ChoiceButton
            title={service.name}
            colour={service.colour}
            detail={`${service.duration_minutes} min · ${
              service.capacity > 1 ? `class of up to ${service.capacity}` : 'one to one'
            } · ${whereText(service)}`}
            onClick={() => onChoose(service.id)}
          />
        </li>
      ))}
    </ul>
  );
}

/**
 * "Any available" or one trainer. A client may read only their own trainer's name (row-level
 * security), so the others are reached through "Any available".
 */
export function BookTrainerStep({ service, onChoose }: { service: Service; onChoose: (trainer: string) => void }) {
  const names = useTrainerNames(service.trainerIds);
  const named = service.trainerIds.filter((id) => names.data?.[id]);
  return (
    <ul aria-label="Trainers" className="flex flex-col gap-2">
      <li>
        <ChoiceButton
          title="Any available"
          detail="The soonest times with any trainer who offers this"
          onClick={() => onChoose('any')}
        />
      </li>
      {named.map((id) => (
        <li key={id}>
          <ChoiceButton title={names.data?.[id]} detail="Only this trainer's times" onClick={() => onChoose(id)} />
        </li>
      ))}
    </ul>
  );
}
