import { ClipboardList, MessageSquare, Plus } from 'lucide-react';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { BackLink } from '@/components/ui/BackLink';
import { Button } from '@/components/ui/Button';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { ClientProfileTabs } from '@/components/ui/ClientProfileTabs';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { EmptyState } from '@/components/ui/EmptyState';
import { LoadError } from '@/components/ui/LoadError';
import { PageHeader } from '@/components/ui/PageHeader';
import { PageLoader } from '@/components/ui/PageLoader';
import { useAuthStore, useShellIdentity, useWeightUnit } from '@/features/auth';
import { conversationPath } from '@/lib/conversation-path';
import { toUserMessage } from '@/lib/errors';
import type { Assessment } from '../api/types';
import { useAssessmentClient, useAssessments, useDeleteAssessment } from '../api/use-assessments';
import { formatDay } from '../lib/format';
import { ASSESSMENT_META, MARKERS, type AssessmentType } from '../lib/markers';
import { markersIn, recordIn } from '../lib/mass-units';
import { sexFor } from '../lib/ranges';
import { AssessmentTabs } from './AssessmentTabs';
import { CompareCard } from './CompareCard';
import { EntryDialog } from './EntryDialog';
import { HistoryTable } from './HistoryTable';
import { LatestResultCard } from './LatestResultCard';
import { MarkerChartCard } from './MarkerChartCard';
import { fullName } from '@/lib/person-name';

type Dialog =
  { kind: 'entry'; editing: Assessment | null; key: number } | { kind: 'delete'; record: Assessment } | null;

/**
 * One assessment type for one client. Staff (assigned trainer, admins) record and edit; the client
 * reads their own. Whether the viewer may see the client at all is the database's call: a client
 * they may not read is "not found".
 */
export function AssessmentsPage({ type }: { type: AssessmentType }) {
  const clientId = useParams().id ?? '';
  const userId = useAuthStore((state) => state.user?.id ?? '');
  const role = useShellIdentity().userRole;
  const client = useAssessmentClient(clientId);
  const history = useAssessments(clientId, type, Boolean(client.data));
  const remove = useDeleteAssessment(clientId, type);
  const [dialog, setDialog] = useState<Dialog>(null);
  // Body-scan masses read in the viewer's unit (a trainer sees their own); the records stay in kg.
  const unit = useWeightUnit();
  const meta = ASSESSMENT_META[type];
  const isSelf = clientId === userId;
  const canEdit = role !== 'client' && !isSelf;

  const eyebrow = isSelf ? (
    <BackLink to="/progression">Progress</BackLink>
  ) : (
    <BackLink to={`/clients/profile/${clientId}`}>Client profile</BackLink>
  );
  const name = client.data ? fullName(client.data.first_name, client.data.last_name) : '';
  const header = (
    <PageHeader
      title={meta.title}
      eyebrow={eyebrow}
      subtitle={isSelf ? 'Your results, as your trainer recorded them.' : name}
      actions={
        canEdit && client.data ? (
          <>
            <ButtonLink to={conversationPath(clientId)} variant="secondary">
              <MessageSquare aria-hidden="true" className="size-4" />
              Message
            </ButtonLink>
            <Button onClick={() => setDialog({ kind: 'entry', editing: null, key: Date.now() })}>
              <Plus aria-hidden="true" className="size-4" /> New {meta.short.toLowerCase()}
            </Button>
          </>
        ) : undefined
      }
    />
  );
  // A coach keeps the client profile's tabs (and Message) here; a client sees only their results.
  const frame = (body: React.ReactNode) => (
    <div className="mx-auto flex max-w-5xl flex-col gap-5 pb-4">
      {header}
      {client.data && (isSelf ? <AssessmentTabs clientId={clientId} /> : <ClientProfileTabs clientId={clientId} />)}
      {body}
    </div>
  );

  if (client.isPending) return frame(<PageLoader label="Loading" />);
  if (client.error)
    return frame(<LoadError error={client.error} what="this client" onRetry={() => void client.refetch()} />);
  if (!client.data) {
    return frame(
      <EmptyState title="Client not found">This client does not exist or is not one of your clients.</EmptyState>,
    );
  }
  const sex = sexFor(client.data.gender);
  const markers = markersIn(MARKERS[type], unit);
  let body: React.ReactNode;
  if (history.isPending) body = <PageLoader label={`Loading ${meta.short.toLowerCase()} results`} />;
  else if (history.error) {
    body = <LoadError error={history.error} what="the results" onRetry={() => void history.refetch()} />;
  } else if (history.data.length === 0) {
    body = (
      <EmptyState icon={<ClipboardList className="size-6" />} title={`No ${meta.short.toLowerCase()} results yet`}>
        {canEdit
          ? `Record the first one with "New ${meta.short.toLowerCase()}"; attach the lab's report if you have it.`
          : 'Your trainer records your results here after each test.'}
      </EmptyState>
    );
  } else {
    const records = history.data.map((record) => recordIn(record, unit));
    // Editing starts from the stored record, not the rounded one shown.
    const stored = (record: Assessment) => history.data.find((item) => item.id === record.id) ?? record;
    const latest = records[records.length - 1]!;
    body = (
      <>
        <LatestResultCard record={latest} markers={markers} sex={sex} />
        <div className="grid gap-5 lg:grid-cols-2">
          <MarkerChartCard key={type} markers={markers} history={records} sex={sex} />
          <CompareCard key={`${type}-${records.length}`} markers={markers} history={records} sex={sex} />
        </div>
        <HistoryTable
          markers={markers}
          history={records}
          sex={sex}
          onEdit={
            canEdit ? (record) => setDialog({ kind: 'entry', editing: stored(record), key: Date.now() }) : undefined
          }
          onDelete={canEdit ? (record) => setDialog({ kind: 'delete', record }) : undefined}
        />
      </>
    );
  }
  return (
    <>
      {frame(body)}
      {dialog?.kind === 'entry' && (
        <EntryDialog
          key={dialog.key}
          open
          type={type}
          clientId={clientId}
          authorId={userId}
          sex={sex}
          editing={dialog.editing}
          others={history.data ?? []}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'delete' && (
        <ConfirmDialog
          open
          title={`Delete the ${meta.short.toLowerCase()} of ${formatDay(dialog.record.measuredOn)}?`}
          confirmLabel="Delete"
          cancelLabel="Keep it"
          tone="danger"
          busy={remove.isPending}
          error={remove.error ? toUserMessage(remove.error, 'Unable to delete the result. Please try again.') : null}
          onConfirm={() => remove.mutate(dialog.record, { onSuccess: () => setDialog(null) })}
          onClose={() => {
            remove.reset();
            setDialog(null);
          }}
        >
          The values and the attached report are removed for good.
        </ConfirmDialog>
      )}
    </>
  );
}
