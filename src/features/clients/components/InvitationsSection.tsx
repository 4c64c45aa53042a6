import { useState } from 'react';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { Chip, type ChipTone } from '@/components/ui/Chip';
import { LoadError } from '@/components/ui/LoadError';
import { SelectField } from '@/components/ui/SelectField';
import { Spinner } from '@/components/ui/Spinner';
import { CLIENT_TYPE_LABELS, CLIENT_TYPE_OPTIONS, type ClientType } from '@/lib/account-enums';
import type { InvitationRow, JoinRequestRow, SentInvitation } from '../api/invitations';
import {
  useAnswerJoinRequest,
  useInvitations,
  useJoinCode,
  useJoinRequests,
  useRegenerateJoinCode,
  useResendInvitation,
  useRevokeInvitation,
} from '../api/use-invitations';
import {
  canResend,
  INVITATION_STATUS_LABELS,
  invitationStatus,
  joinCodeLink,
  type InvitationStatus,
} from '../lib/invitation-status';
import { CopyField } from './CopyField';

const STATUS_TONE: Record<InvitationStatus, ChipTone> = {
  invited: 'info',
  accepted: 'accent',
  expired: 'warning',
  revoked: 'neutral',
};

const sectionClass =
  'flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900';

/** Invitations, the coach's join code and pending join requests, under the roster. */
export function InvitationsSection({ trainerNames }: { trainerNames?: ReadonlyMap<string, string> }) {
  return (
    <div className="grid items-start gap-4 lg:grid-cols-2">
      <InvitationList trainerNames={trainerNames} />
      <div className="flex flex-col gap-4">
        <JoinRequests />
        <JoinCode />
      </div>
    </div>
  );
}

function InvitationList({ trainerNames }: { trainerNames?: ReadonlyMap<string, string> }) {
  const invitations = useInvitations();
  const rows = (invitations.data ?? []).filter((row) => row.status !== 'revoked');
  return (
    <section aria-labelledby="invitations-heading" className={sectionClass}>
      <h2 id="invitations-heading" className="text-lg font-semibold text-slate-900 dark:text-white">
        Invitations
      </h2>
      {invitations.isPending ? (
        <Spinner label="Loading invitations" />
      ) : invitations.error ? (
        <LoadError error={invitations.error} what="invitations" onRetry={() => void invitations.refetch()} />
      ) : rows.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          No invitations yet. “Invite client” sends a link that signs them up as your client.
        </p>
      ) : (
        <ul className="flex flex-col divide-y divide-slate-100 dark:divide-slate-800">
          {rows.map((row) => (
            <InvitationItem key={row.id} row={row} trainer={trainerNames?.get(row.trainer_id)} />
          ))}
        </ul>
      )}
    </section>
  );
}

function InvitationItem({ row, trainer }: { row: InvitationRow; trainer?: string }) {
  const status = invitationStatus(row, new Date());
  const resend = useResendInvitation();
  const revoke = useRevokeInvitation();
  const [resent, setResent] = useState<SentInvitation | null>(null);
  const error = resend.error ?? revoke.error;
  const contact = row.email ?? (row.phone ? `+${row.phone}` : '');
  return (
    <li className="flex flex-col gap-2 py-3" aria-label={`Invitation to ${contact}`}>
      <div className="flex flex-wrap items-center gap-2">
        <span className="min-w-0 flex-1 truncate font-medium text-slate-900 dark:text-white">{contact}</span>
        <Chip tone={STATUS_TONE[status]}>{INVITATION_STATUS_LABELS[status]}</Chip>
      </div>
      <p className="text-xs text-slate-500 dark:text-slate-400">
        {CLIENT_TYPE_LABELS[row.client_type]}
        {trainer ? ` · with ${trainer}` : ''} · sent {new Date(row.sent_at).toLocaleDateString()}
        {status === 'invited' ? ` · expires ${new Date(row.expires_at).toLocaleDateString()}` : ''}
      </p>
      {canResend(status) && (
        <div className="flex gap-2">
          <Button
            variant="secondary"
            loading={resend.isPending}
            onClick={() => resend.mutate(row.id, { onSuccess: setResent })}
          >
            Resend
          </Button>
          <Button variant="ghost" loading={revoke.isPending} onClick={() => revoke.mutate(row.id)}>
            Withdraw
          </Button>
        </div>
      )}
      {resent && <CopyField label="New invitation link" value={resent.link} />}
      {error && <Alert>{error.message}</Alert>}
    </li>
  );
}

function JoinCode() {
  const code = useJoinCode();
  const regenerate = useRegenerateJoinCode();
  return (
    <section aria-labelledby="join-code-heading" className={sectionClass}>
      <h2 id="join-code-heading" className="text-lg font-semibold text-slate-900 dark:text-white">
        Your join code
      </h2>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        Share it anywhere: people who register with it ask to join you, and you accept them here.
      </p>
      {code.isPending ? (
        <Spinner label="Loading your join code" />
      ) : code.error ? (
        <LoadError error={code.error} what="your join code" onRetry={() => void code.refetch()} />
      ) : (
        <>
          <CopyField label="Join code" value={code.data} />
          <CopyField label="Join link" value={joinCodeLink(window.location.origin, code.data)} />
          <div>
            <Button variant="ghost" loading={regenerate.isPending} onClick={() => regenerate.mutate(undefined)}>
              Make a new code
            </Button>
          </div>
          {regenerate.error && <Alert>{regenerate.error.message}</Alert>}
        </>
      )}
    </section>
  );
}

function JoinRequests() {
  const requests = useJoinRequests();
  if (requests.isPending || (requests.data && requests.data.length === 0)) return null;
  return (
    <section aria-labelledby="join-requests-heading" className={sectionClass}>
      <h2 id="join-requests-heading" className="text-lg font-semibold text-slate-900 dark:text-white">
        Asking to join you
      </h2>
      {requests.error ? (
        <LoadError error={requests.error} what="join requests" onRetry={() => void requests.refetch()} />
      ) : (
        <ul className="flex flex-col divide-y divide-slate-100 dark:divide-slate-800">
          {requests.data.map((request) => (
            <JoinRequestItem key={request.id} request={request} />
          ))}
        </ul>
      )}
    </section>
  );
}

function JoinRequestItem({ request }: { request: JoinRequestRow }) {
  const [clientType, setClientType] = useState<ClientType>('programming');
  const answer = useAnswerJoinRequest();
  const who = request.name ?? request.email ?? (request.phone ? `+${request.phone}` : 'Someone');
  return (
    <li className="flex flex-col gap-2 py-3" aria-label={`Join request from ${who}`}>
      <span className="font-medium text-slate-900 dark:text-white">{who}</span>
      {request.name && (request.email || request.phone) && (
        <span className="text-xs text-slate-500 dark:text-slate-400">{request.email ?? `+${request.phone ?? ''}`}</span>
      )}
      <div className="flex flex-wrap items-end gap-2">
        <SelectField
          label="Client type"
          options={CLIENT_TYPE_OPTIONS}
          value={clientType}
          onChange={(e) => setClientType(e.target.value as ClientType)}
        />
        <Button loading={answer.isPending} onClick={() => answer.mutate({ id: request.id, accept: true, clientType })}>
          Accept
        </Button>
        <Button
          variant="ghost"
          disabled={answer.isPending}
          onClick={() => answer.mutate({ id: request.id, accept: false, clientType })}
        >
          Decline
        </Button>
      </div>
      {answer.error && <Alert>{answer.error.message}</Alert>}
    </li>
  );
}
