import { Plus, Send, Users } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Button } from '@/components/ui/Button';
import { EmptyState } from '@/components/ui/EmptyState';
import { LoadError } from '@/components/ui/LoadError';
import { PageHeader } from '@/components/ui/PageHeader';
import { PageLoader } from '@/components/ui/PageLoader';
import { useAuthStore } from '@/features/auth';
import { useClientTags } from '../api/use-client-tags';
import { useCoachIdentity, useRoster, useTrainers } from '../api/use-roster';
import type { RosterRow } from '../lib/roster-signals';
import { DEFAULT_FILTER, filterRoster, groupRoster, nextSort, sortRoster, type RosterSort } from '../lib/roster-view';
import { ArchiveClientDialog } from './ArchiveClientDialog';
import { AttentionList } from './AttentionList';
import { ClientTagsDialog } from './ClientTagsDialog';
import { InvitationsSection } from './InvitationsSection';
import { InviteClientDialog } from './InviteClientDialog';
import { NewAccountDialog } from './NewAccountDialog';
import { RosterCards } from './RosterCards';
import { RosterFilters } from './RosterFilters';
import { RosterTable } from './RosterTable';

/**
 * `/clients`: a trainer's clients (an admin's: everyone's, with the trainer) with what they were
 * prescribed against what they did, and the ones who need a look grouped at the top.
 */
export default function ClientsPage() {
  // A client who types the address would otherwise see a roster of one (their own row) and a
  // "New client" button the database then refuses.
  const isCoach = useAuthStore((state) => state.userRole === 'staff' || state.userRole === 'admin');
  if (!isCoach) {
    return (
      <EmptyState icon={<Users className="size-6" />} title="For trainers">
        The client list is where trainers follow their clients.
      </EmptyState>
    );
  }
  return <Roster />;
}

function Roster() {
  const { isAdmin } = useCoachIdentity();
  const roster = useRoster();
  const trainers = useTrainers(isAdmin);
  const [filter, setFilter] = useState(DEFAULT_FILTER);
  const [sort, setSort] = useState<RosterSort>({ key: 'name', direction: 'asc' });
  const [creating, setCreating] = useState(false);
  const [inviting, setInviting] = useState(false);
  const [archiving, setArchiving] = useState<RosterRow | null>(null);
  const [tagging, setTagging] = useState<RosterRow | null>(null);
  const clientTags = useClientTags();
  const tagOptions = useMemo(
    () => clientTags.tags.map((tag) => ({ value: tag.id, label: tag.name })),
    [clientTags.tags],
  );
  const tagIdsOf = (clientId: string) => (clientTags.byClient.get(clientId) ?? []).map((tag) => tag.id);
  const tagNamesOf = (clientId: string) => (clientTags.byClient.get(clientId) ?? []).map((tag) => tag.name);

  const trainerOptions = useMemo(
    () =>
      (trainers.data ?? [])
        .filter((trainer) => trainer.status === 'active')
        .map((trainer) => ({ value: trainer.id, label: trainer.name || (trainer.email ?? trainer.id) })),
    [trainers.data],
  );
  const trainerNames = useMemo(
    () => new Map((trainers.data ?? []).map((trainer) => [trainer.id, trainer.name || (trainer.email ?? '')])),
    [trainers.data],
  );
  const all = roster.data ?? [];
  const { attention, others } = groupRoster(sortRoster(filterRoster(all, filter, tagIdsOf), sort));

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-5">
      <PageHeader
        title="Clients"
        subtitle={isAdmin ? 'Every client, with their trainer.' : 'Who is on track, and who needs you this week.'}
        actions={
          <div className="flex flex-wrap gap-2">
            <Button onClick={() => setInviting(true)}>
              <Send aria-hidden="true" className="size-4" /> Invite client
            </Button>
            <Button variant="secondary" onClick={() => setCreating(true)}>
              <Plus aria-hidden="true" className="size-4" /> New client
            </Button>
          </div>
        }
      />
      <RosterFilters
        filter={filter}
        onChange={setFilter}
        trainers={isAdmin ? trainerOptions : undefined}
        tags={tagOptions}
      />
      {roster.isPending ? (
        <PageLoader label="Loading clients" />
      ) : roster.error ? (
        <LoadError error={roster.error} what="clients" onRetry={() => void roster.refetch()} />
      ) : all.length === 0 ? (
        <EmptyState
          icon={<Users className="size-6" />}
          title="No clients yet"
          action={<Button onClick={() => setInviting(true)}>Invite your first client</Button>}
        >
          Clients you invite or add, or an admin assigns to you, show up here with how their training is going.
        </EmptyState>
      ) : attention.length + others.length === 0 ? (
        <EmptyState icon={<Users className="size-6" />} title="No client matches">
          Try another name, type, status or tag.
        </EmptyState>
      ) : (
        <>
          {attention.length > 0 && <AttentionList rows={attention} showTrainer={isAdmin} />}
          <section aria-labelledby="all-clients" className="flex flex-col gap-3">
            <h2 id="all-clients" className="text-lg font-semibold text-slate-900 dark:text-white">
              {attention.length > 0 ? 'Everyone' : 'All clients'}
            </h2>
            {/* Cards on a phone, the full table from tablet width up (CSS, so nothing flashes). */}
            <div className="md:hidden">
              <RosterCards
                rows={[...attention, ...others]}
                showTrainer={isAdmin}
                onArchive={setArchiving}
                tagsOf={tagNamesOf}
                onTags={setTagging}
              />
            </div>
            <div className="hidden md:block">
              <RosterTable
                rows={[...attention, ...others]}
                sort={sort}
                onSort={(key) => setSort((current) => nextSort(current, key))}
                showTrainer={isAdmin}
                onArchive={setArchiving}
                tagsOf={tagNamesOf}
                onTags={setTagging}
              />
            </div>
          </section>
        </>
      )}
      <InvitationsSection trainerNames={isAdmin ? trainerNames : undefined} />
      <InviteClientDialog
        open={inviting}
        onClose={() => setInviting(false)}
        trainers={isAdmin ? trainerOptions : undefined}
      />
      <NewAccountDialog
        kind="client"
        open={creating}
        onClose={() => setCreating(false)}
        trainers={isAdmin ? trainerOptions : undefined}
      />
      <ArchiveClientDialog client={archiving} onClose={() => setArchiving(null)} />
      <ClientTagsDialog
        client={tagging && { id: tagging.client_id, name: tagging.name || (tagging.email ?? '') }}
        onClose={() => setTagging(null)}
      />
    </div>
  );
}
