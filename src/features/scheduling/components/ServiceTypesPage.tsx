import { Briefcase, Pencil, Plus, Video } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/Button';
import { Chip } from '@/components/ui/Chip';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { EmptyState } from '@/components/ui/EmptyState';
import { LoadError } from '@/components/ui/LoadError';
import { PageHeader } from '@/components/ui/PageHeader';
import { PageLoader } from '@/components/ui/PageLoader';
import { SegmentedControl } from '@/components/ui/SegmentedControl';
import { selectIsAdmin, useAuthStore } from '@/features/auth';
import { toProviderMessage } from '@/lib/errors';
import { useDeleteService, useServices, useSetServiceArchived, type Service } from '../api/services';
import { staffMemberName, useStaffMembers, type StaffMember } from '../api/staff-members';
import { audienceLabel, serviceKindLabel } from '../lib/labels';
import { deleteRefusalMessage } from '../lib/service-errors';
import { describeTiming, draftOf, newServiceDraft, type ServiceDraft } from '../lib/service-form';
import { ServiceDialog } from './ServiceDialog';

type Shown = 'active' | 'archived';

/** `/services/types` (admins): the appointments and classes the studio offers. */
export default function ServiceTypesPage() {
  const isAdmin = useAuthStore(selectIsAdmin);
  const services = useServices();
  const staff = useStaffMembers();
  const [shown, setShown] = useState<Shown>('active');
  const [editing, setEditing] = useState<{ draft: ServiceDraft; isNew: boolean } | null>(null);
  const [deleting, setDeleting] = useState<Service | null>(null);
  const archive = useSetServiceArchived();
  const remove = useDeleteService();

  if (!isAdmin) {
    return (
      <EmptyState icon={<Briefcase className="size-6" />} title="Admins only">
        Service types are set up by the studio&apos;s admins.
      </EmptyState>
    );
  }
  const all = services.data ?? [];
  const active = all.filter((service) => !service.is_archived);
  const archived = all.filter((service) => service.is_archived);
  const list = shown === 'active' ? active : archived;
  const people = new Map((staff.data ?? []).map((person) => [person.id, person]));

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-5">
      <PageHeader
        title="Service types"
        subtitle="The appointments and classes clients can book, how long they take and who delivers them."
        actions={
          <Button onClick={() => setEditing({ draft: newServiceDraft(crypto.randomUUID()), isNew: true })}>
            <Plus aria-hidden="true" className="size-4" /> New service
          </Button>
        }
      />
      {services.isPending || staff.isPending ? (
        <PageLoader label="Loading services" />
      ) : services.error || staff.error ? (
        <LoadError
          error={services.error ?? staff.error}
          what="services"
          onRetry={() => void Promise.all([services.refetch(), staff.refetch()])}
        />
      ) : all.length === 0 ? (
        <EmptyState
          icon={<Briefcase className="size-6" />}
          title="No services yet"
          action={
            <Button onClick={() => setEditing({ draft: newServiceDraft(crypto.randomUUID()), isNew: true })}>
              <Plus aria-hidden="true" className="size-4" /> New service
            </Button>
          }
        >
          Add a 1:1 session or a class, then choose the trainers who deliver it.
        </EmptyState>
      ) : (
        <>
          <div className="max-w-xs">
            <SegmentedControl<Shown>
              label="Show"
              value={shown}
              onChange={setShown}
              options={[
                { value: 'active', label: `Active (${active.length})` },
                { value: 'archived', label: `Archived (${archived.length})` },
              ]}
            />
          </div>
          {list.length === 0 ? (
            <p className="text-sm text-slate-500 dark:text-slate-400">
              {shown === 'active' ? 'Every service is archived.' : 'No archived services.'}
            </p>
          ) : (
            <ul
              className="grid grid-cols-1 gap-3 md:grid-cols-2"
              aria-label={`${shown === 'active' ? 'Active' : 'Archived'} services`}
            >
              {list.map((service) => (
                <ServiceCard
                  key={service.id}
                  service={service}
                  trainers={service.trainerIds.flatMap((id) => people.get(id) ?? [])}
                  busy={archive.isPending && archive.variables?.id === service.id}
                  onEdit={() => setEditing({ draft: draftOf(service), isNew: false })}
                  onArchive={() => archive.mutate({ id: service.id, archived: !service.is_archived })}
                  onDelete={() => setDeleting(service)}
                />
              ))}
            </ul>
          )}
          {archive.error && (
            <p role="alert" className="text-sm text-red-700 dark:text-red-300">
              {toProviderMessage(archive.error, 'The service could not be changed. Try again.')}
            </p>
          )}
        </>
      )}
      {editing && (
        <ServiceDialog
          key={editing.draft.id}
          initial={editing.draft}
          isNew={editing.isNew}
          staff={staff.data ?? []}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        title="Delete service?"
        open={deleting !== null}
        confirmLabel="Delete"
        cancelLabel="Keep it"
        tone="danger"
        busy={remove.isPending}
        error={remove.error ? deleteRefusalMessage(remove.error) : undefined}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => setDeleting(null),
          })
        }
        onClose={() => {
          remove.reset();
          setDeleting(null);
        }}
      >
        <p>
          {deleting?.name} is deleted for good. A service that has been booked cannot be deleted: archive it instead, so
          its history stays.
        </p>
      </ConfirmDialog>
    </div>
  );
}

function ServiceCard({
  service,
  trainers,
  busy,
  onEdit,
  onArchive,
  onDelete,
}: {
  service: Service;
  trainers: StaffMember[];
  busy: boolean;
  onEdit: () => void;
  onArchive: () => void;
  onDelete: () => void;
}) {
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900">
      <div className="flex items-start gap-3">
        <span
          aria-hidden="true"
          className="mt-1 size-3 shrink-0 rounded-full"
          style={{ backgroundColor: service.colour }}
        />
        <div className="min-w-0 flex-1">
          <h2 className="font-semibold break-words text-slate-900 dark:text-white">{service.name}</h2>
          <p className="text-sm text-slate-600 dark:text-slate-300">
            {serviceKindLabel(service)} · {describeTiming(service)}
          </p>
        </div>
        {service.location === 'virtual' && (
          <Chip tone="info">
            <Video aria-hidden="true" className="size-3.5" /> Virtual
          </Chip>
        )}
      </div>
      {service.description && (
        <p className="line-clamp-2 text-sm break-words text-slate-600 dark:text-slate-300">{service.description}</p>
      )}
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-slate-500 dark:text-slate-400">Trainers</dt>
        <dd className={trainers.length === 0 ? 'text-amber-700 dark:text-amber-300' : ''}>
          {trainers.length === 0 ? 'None yet: cannot be booked' : trainers.map(staffMemberName).join(', ')}
        </dd>
        <dt className="text-slate-500 dark:text-slate-400">Bookable by</dt>
        <dd>{audienceLabel(service.allowed_client_types)}</dd>
      </dl>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={onEdit} aria-label={`Edit ${service.name}`}>
          <Pencil aria-hidden="true" className="size-4" /> Edit
        </Button>
        <Button
          variant="secondary"
          onClick={onArchive}
          disabled={busy}
          aria-label={`${service.is_archived ? 'Restore' : 'Archive'} ${service.name}`}
        >
          {service.is_archived ? 'Restore' : 'Archive'}
        </Button>
        {service.is_archived && (
          <Button variant="secondary" onClick={onDelete} aria-label={`Delete ${service.name}`}>
            Delete
          </Button>
        )}
      </div>
    </li>
  );
}
