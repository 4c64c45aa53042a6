import { Plus, UserCog } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/Button';
import { Chip } from '@/components/ui/Chip';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { EmptyState } from '@/components/ui/EmptyState';
import { LoadError } from '@/components/ui/LoadError';
import { PageHeader } from '@/components/ui/PageHeader';
import { PageLoader } from '@/components/ui/PageLoader';
import { toProviderMessage } from '@/lib/errors';
import type { Trainer } from '../api/list-trainers';
import { useCoachIdentity, useRoster, useSetTrainerActive, useTrainers } from '../api/use-roster';
import { formatPercent } from '../lib/roster-signals';
import { summariseTrainer } from '../lib/roster-view';
import { MoveClientsDialog } from './MoveClientsDialog';
import { NewAccountDialog } from './NewAccountDialog';

/** `/staff/trainers` (admins): trainers with their client counts and compliance, and what to do about them. */
export default function StaffTrainersPage() {
  const { isAdmin } = useCoachIdentity();
  const trainers = useTrainers(isAdmin);
  const roster = useRoster();
  const setActive = useSetTrainerActive();
  const [creating, setCreating] = useState(false);
  const [moving, setMoving] = useState<Trainer | null>(null);
  const [toggling, setToggling] = useState<Trainer | null>(null);

  if (!isAdmin) {
    return (
      <EmptyState icon={<UserCog className="size-6" />} title="Admins only">
        Staff management is for admins.
      </EmptyState>
    );
  }
  const rows = roster.data ?? [];
  const staff = (trainers.data ?? []).filter((t) => t.role === 'staff' || rows.some((r) => r.trainer_id === t.id));
  const togglingSummary = toggling ? summariseTrainer(rows, toggling.id) : null;
  const deactivating = toggling?.status === 'active';

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-5">
      <PageHeader
        title="Trainers"
        subtitle="Client load and compliance per trainer; move clients between them."
        actions={
          <Button onClick={() => setCreating(true)}>
            <Plus aria-hidden="true" className="size-4" /> New trainer
          </Button>
        }
      />
      {trainers.isPending || roster.isPending ? (
        <PageLoader label="Loading trainers" />
      ) : trainers.error || roster.error ? (
        <LoadError
          error={trainers.error ?? roster.error}
          what="trainers"
          onRetry={() => void Promise.all([trainers.refetch(), roster.refetch()])}
        />
      ) : staff.length === 0 ? (
        <EmptyState icon={<UserCog className="size-6" />} title="No trainers yet">
          Trainers you create show up here.
        </EmptyState>
      ) : (
        <div className="relative overflow-x-auto rounded-xl border border-slate-200 dark:border-slate-800">
          <table className="w-full text-sm" aria-label="Trainers">
            <thead className="bg-slate-50 text-left text-slate-600 dark:bg-slate-900 dark:text-slate-400">
              <tr>
                <th scope="col" className="px-3 py-2 font-medium">
                  Trainer
                </th>
                <th scope="col" className="px-3 py-2 text-right font-medium">
                  Active clients
                </th>
                <th scope="col" className="px-3 py-2 text-right font-medium">
                  Compliance (30 d, avg)
                </th>
                <th scope="col" className="px-3 py-2 text-right font-medium">
                  Need attention
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  Status
                </th>
                <th scope="col" className="px-3 py-2">
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
              {staff.map((trainer) => {
                const summary = summariseTrainer(rows, trainer.id);
                return (
                  <tr key={trainer.id} data-trainer-id={trainer.id}>
                    <td className="px-3 py-2">
                      <div className="font-medium text-slate-900 dark:text-white">{trainer.name}</div>
                      <div className="text-xs text-slate-600 dark:text-slate-400">{trainer.email}</div>
                    </td>
                    <td className="px-3 py-2 text-right tabular-nums">
                      {summary.activeClients}
                      {summary.clients > summary.activeClients && (
                        <span className="text-slate-600 dark:text-slate-400">
                          {' '}
                          (+{summary.clients - summary.activeClients} archived)
                        </span>
                      )}
                    </td>
                    <td className="px-3 py-2 text-right tabular-nums">{formatPercent(summary.averageCompliance30)}</td>
                    <td className="px-3 py-2 text-right tabular-nums">{summary.needingAttention}</td>
                    <td className="px-3 py-2">
                      <Chip tone={trainer.status === 'active' ? 'accent' : 'neutral'}>{trainer.status}</Chip>
                    </td>
                    <td className="px-3 py-2">
                      <div className="flex justify-end gap-2">
                        <Button variant="secondary" className="min-h-9 px-3" onClick={() => setMoving(trainer)}>
                          Move clients<span className="sr-only"> of {trainer.name}</span>
                        </Button>
                        {trainer.role === 'staff' && (
                          <Button variant="ghost" className="min-h-9 px-3" onClick={() => setToggling(trainer)}>
                            {trainer.status === 'active' ? 'Deactivate' : 'Reactivate'}
                            <span className="sr-only"> {trainer.name}</span>
                          </Button>
                        )}
                      </div>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      <NewAccountDialog kind="trainer" open={creating} onClose={() => setCreating(false)} />
      <MoveClientsDialog
        from={moving}
        clients={moving ? rows.filter((row) => row.trainer_id === moving.id) : []}
        trainers={trainers.data ?? []}
        onClose={() => setMoving(null)}
      />
      <ConfirmDialog
        title={deactivating ? 'Deactivate trainer' : 'Reactivate trainer'}
        open={toggling !== null}
        confirmLabel={deactivating ? 'Deactivate' : 'Reactivate'}
        cancelLabel="Cancel"
        tone={deactivating ? 'danger' : 'primary'}
        busy={setActive.isPending}
        confirmDisabled={deactivating && (togglingSummary?.clients ?? 0) > 0}
        error={
          setActive.error ? toProviderMessage(setActive.error, 'Could not change the trainer. Please try again.') : null
        }
        onClose={() => {
          setActive.reset();
          setToggling(null);
        }}
        onConfirm={() => {
          if (toggling)
            setActive.mutate({ trainerId: toggling.id, active: !deactivating }, { onSuccess: () => setToggling(null) });
        }}
      >
        {deactivating && (togglingSummary?.clients ?? 0) > 0 ? (
          <p>
            {toggling?.name} still coaches {togglingSummary?.clients} clients. Move them to another trainer first, so
            nobody is left without a coach.
          </p>
        ) : deactivating ? (
          <p>
            {toggling?.name} will no longer be able to sign in to see or change anything. You can reactivate them later.
          </p>
        ) : (
          <p>{toggling?.name} will be able to sign in and coach again.</p>
        )}
      </ConfirmDialog>
    </div>
  );
}
