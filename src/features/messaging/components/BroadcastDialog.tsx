import { useId, useState } from 'react';
import { FormDialog } from '@/components/ui/FormDialog';
import { SelectField } from '@/components/ui/SelectField';
import { Spinner } from '@/components/ui/Spinner';
import { CLIENT_TYPE_OPTIONS } from '@/lib/account-enums';
import { toProviderMessage } from '@/lib/errors';
import { FIRST_NAME_TOKEN } from '@/lib/first-name';
import { useAudienceChoices, useBroadcastPreview, useSendBroadcast } from '../api/use-broadcast';
import {
  AUDIENCE_KIND_LABELS,
  audienceProblem,
  recipientSummary,
  sendLabel,
  type Audience,
  type AudienceKind,
} from '../lib/broadcast';
import { MESSAGE_MAX_LENGTH, validateMessage } from '../lib/message-text';
import { ClientPicker } from './ClientPicker';
import { SentBroadcasts } from './SentBroadcasts';

const KIND_OPTIONS = (Object.keys(AUDIENCE_KIND_LABELS) as AudienceKind[]).map((value) => ({
  value,
  label: AUDIENCE_KIND_LABELS[value],
}));

/**
 * One message to several clients, each getting it in their own thread with the coach. Who it
 * reaches is previewed (count and names) before Send; the broadcast's id is made when the dialog
 * opens and kept for its retries, so a send whose answer was lost is not sent twice.
 */
export function BroadcastDialog({
  me,
  onClose,
  onSent,
}: {
  me: string;
  onClose: () => void;
  onSent: (note: string) => void;
}) {
  const [broadcastId, setBroadcastId] = useState(() => crypto.randomUUID());
  const [kind, setKind] = useState<AudienceKind>('all');
  const [clientType, setClientType] = useState<string>(CLIENT_TYPE_OPTIONS[0]?.value ?? 'programming');
  const [programId, setProgramId] = useState('');
  const [tagId, setTagId] = useState('');
  const [clientIds, setClientIds] = useState<string[]>([]);
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | null>(null);
  const bodyId = useId();
  const choices = useAudienceChoices(me, true);
  const audience = toAudience(kind, { clientType, programId, tagId, clientIds });
  const preview = useBroadcastPreview(me, audience, true);
  const send = useSendBroadcast(me);
  const problem = audienceProblem(audience);
  const recipients = preview.data ?? [];

  // A changed message or audience is a new broadcast: a new id, so it is not taken for a retry.
  const changed = () => {
    setBroadcastId(crypto.randomUUID());
    setError(null);
  };

  const submit = () => {
    const checked = validateMessage(body);
    if (checked.error !== null) return setError(checked.error);
    if (problem) return setError(problem);
    if (recipients.length === 0) return setError('Nobody matches: choose other clients.');
    send.mutate(
      { id: broadcastId, body: checked.body, audience },
      {
        onSuccess: (result) =>
          onSent(
            result.alreadySent
              ? 'That broadcast had already gone out; nothing more was sent.'
              : `Sent to ${result.recipientCount === 1 ? '1 client' : `${result.recipientCount.toLocaleString('en-US')} clients`}.`,
          ),
        onError: (failure) => setError(toProviderMessage(failure, 'The broadcast could not be sent. Try again.')),
      },
    );
  };

  return (
    <FormDialog
      title="Broadcast a message"
      saving={send.isPending}
      saveLabel={recipients.length > 0 && !problem ? sendLabel(recipients.length) : 'Send'}
      onClose={onClose}
      onSave={submit}
    >
      <SelectField
        label="Send to"
        options={KIND_OPTIONS}
        value={kind}
        onChange={(event) => {
          setKind(event.target.value as AudienceKind);
          changed();
        }}
      />
      {kind === 'client_type' && (
        <SelectField
          label="Client type"
          options={CLIENT_TYPE_OPTIONS}
          value={clientType}
          onChange={(event) => {
            setClientType(event.target.value);
            changed();
          }}
        />
      )}
      {kind === 'program' && (
        <SelectField
          label="Program"
          placeholder="Choose a program"
          options={(choices.data?.programs ?? []).map((p) => ({ value: p.id, label: p.name }))}
          value={programId}
          onChange={(event) => {
            setProgramId(event.target.value);
            changed();
          }}
        />
      )}
      {kind === 'tag' && (
        <SelectField
          label="Tag"
          placeholder={choices.data?.tags.length === 0 ? 'No tags yet: add them on the roster' : 'Choose a tag'}
          options={(choices.data?.tags ?? []).map((t) => ({ value: t.id, label: t.name }))}
          value={tagId}
          onChange={(event) => {
            setTagId(event.target.value);
            changed();
          }}
        />
      )}
      {kind === 'clients' && (
        <ClientPicker
          clients={choices.data?.clients ?? []}
          selected={clientIds}
          onChange={(ids) => {
            setClientIds(ids);
            changed();
          }}
        />
      )}
      <div className="flex flex-col gap-1.5">
        <label htmlFor={bodyId} className="text-sm font-medium text-slate-700 dark:text-slate-200">
          Message
        </label>
        <textarea
          id={bodyId}
          rows={4}
          maxLength={MESSAGE_MAX_LENGTH}
          value={body}
          onChange={(event) => {
            setBody(event.target.value);
            changed();
          }}
          className="rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 focus:border-emerald-500 focus:ring-2 focus:ring-emerald-500/30 focus:outline-none md:text-sm dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
        />
        <p className="text-xs text-slate-500 dark:text-slate-400">
          {FIRST_NAME_TOKEN} becomes each client’s first name. Each client gets it in their own conversation with you.
        </p>
      </div>
      <section
        aria-label="Recipients"
        aria-live="polite"
        className="rounded-lg bg-slate-50 p-3 text-sm dark:bg-slate-800"
      >
        {problem ? (
          <p className="text-slate-600 dark:text-slate-300">{problem}</p>
        ) : preview.isPending ? (
          <Spinner label="Finding clients" />
        ) : preview.isError ? (
          <p className="text-red-700 dark:text-red-400">
            {toProviderMessage(preview.error, 'Could not list the clients.')}
          </p>
        ) : (
          <>
            <p className="font-medium text-slate-900 dark:text-white">
              {recipients.length === 1 ? '1 client' : `${recipients.length.toLocaleString('en-US')} clients`}
            </p>
            <p className="text-slate-600 dark:text-slate-300">{recipientSummary(recipients.map((r) => r.name))}</p>
          </>
        )}
      </section>
      {error && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
      <SentBroadcasts me={me} />
    </FormDialog>
  );
}

function toAudience(
  kind: AudienceKind,
  values: { clientType: string; programId: string; tagId: string; clientIds: string[] },
): Audience {
  switch (kind) {
    case 'all':
      return { kind };
    case 'client_type':
      return { kind, clientType: values.clientType as Extract<Audience, { kind: 'client_type' }>['clientType'] };
    case 'program':
      return { kind, programId: values.programId };
    case 'tag':
      return { kind, tagId: values.tagId };
    case 'clients':
      return { kind, clientIds: values.clientIds };
  }
}
