import { CalendarPlus, Check, Copy } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { LoadError } from '@/components/ui/LoadError';
import { toProviderMessage } from '@/lib/errors';
import { useCalendarFeedStatus, useCreateCalendarFeed, useRevokeCalendarFeed } from '../api/calendar-feed';

type Confirming = 'renew' | 'off' | null;

const dateFormat = new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short', year: 'numeric' });

/**
 * Settings > Calendar feed: a private .ics link to subscribe to in Google Calendar, Apple Calendar or
 * Outlook (read only, refreshed by the calendar app). The link is shown once, when made; only its
 * hash is kept, so afterwards it can only be renewed (the old one stops working) or turned off.
 */
export function CalendarFeedSection({ userId, isClient }: { userId: string; isClient: boolean }) {
  const status = useCalendarFeedStatus(userId);
  const create = useCreateCalendarFeed(userId);
  const revoke = useRevokeCalendarFeed(userId);
  const [shownUrl, setShownUrl] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  const [confirming, setConfirming] = useState<Confirming>(null);
  const urlField = useRef<HTMLInputElement>(null);
  const urlId = useId();

  const what = isClient ? 'your sessions' : 'the sessions you teach (with your clients’ names)';

  const makeLink = () => {
    setCopied(false);
    create.mutate(undefined, {
      onSuccess: (url) => {
        setShownUrl(url);
        setConfirming(null);
      },
    });
  };

  const turnOff = () =>
    revoke.mutate(undefined, {
      onSuccess: () => {
        setShownUrl(null);
        setConfirming(null);
      },
    });

  const copy = async () => {
    if (!shownUrl) return;
    try {
      await navigator.clipboard.writeText(shownUrl);
      setCopied(true);
    } catch {
      // No clipboard permission: select the text so the person can copy it themselves.
      urlField.current?.select();
    }
  };

  if (status.isPending)
    return <p className="text-sm text-slate-600 dark:text-slate-400">Loading your calendar link…</p>;
  if (status.isError)
    return <LoadError error={status.error} what="your calendar link" onRetry={() => void status.refetch()} />;

  const active = status.data;
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-slate-600 dark:text-slate-400">
        Add {what} to Google Calendar, Apple Calendar or Outlook as a subscribed calendar; the app refreshes it every
        hour or so. Anyone with the link can see these sessions, so keep it private.
      </p>

      {shownUrl && (
        <div className="flex flex-col gap-2">
          <label htmlFor={urlId} className="text-sm font-medium text-slate-900 dark:text-white">
            Your calendar link
          </label>
          <div className="flex flex-col gap-2 sm:flex-row">
            <input
              id={urlId}
              ref={urlField}
              readOnly
              value={shownUrl}
              onFocus={(event) => event.currentTarget.select()}
              className="min-h-11 w-full min-w-0 rounded-lg border border-slate-300 bg-slate-50 px-3 font-mono text-xs text-slate-900 dark:border-slate-700 dark:bg-slate-800 dark:text-slate-100"
            />
            <Button variant="secondary" onClick={() => void copy()}>
              {copied ? (
                <Check aria-hidden="true" className="size-4" />
              ) : (
                <Copy aria-hidden="true" className="size-4" />
              )}
              {copied ? 'Copied' : 'Copy'}
            </Button>
          </div>
          <Alert tone="info">
            {copied ? 'Copied. ' : ''}This link is shown only now. Paste it into your calendar app’s “Add calendar from
            URL” (or “Subscribe”). If you lose it, renew the link.
          </Alert>
        </div>
      )}

      {!active && !shownUrl && (
        <div>
          <Button loading={create.isPending} onClick={makeLink}>
            <CalendarPlus aria-hidden="true" className="size-4" />
            Create my calendar link
          </Button>
        </div>
      )}

      {active && (
        <>
          {!shownUrl && (
            <p className="text-sm text-slate-900 dark:text-white">
              Your calendar link is on (made {dateFormat.format(new Date(active.created_at))}). For your privacy it is
              shown only once; renew it to get a new one.
            </p>
          )}
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" onClick={() => setConfirming('renew')}>
              Renew link
            </Button>
            <Button variant="secondary" onClick={() => setConfirming('off')}>
              Turn off link
            </Button>
          </div>
        </>
      )}

      {create.isError && !confirming && (
        <Alert>{toProviderMessage(create.error, 'Could not make the link. Please try again.')}</Alert>
      )}

      <ConfirmDialog
        title={confirming === 'renew' ? 'Renew your calendar link?' : 'Turn off your calendar link?'}
        open={confirming !== null}
        confirmLabel={confirming === 'renew' ? 'Renew link' : 'Turn off link'}
        cancelLabel="Keep the current link"
        tone="danger"
        busy={confirming === 'renew' ? create.isPending : revoke.isPending}
        error={
          confirming === 'renew' && create.isError
            ? toProviderMessage(create.error, 'Could not renew the link. Please try again.')
            : confirming === 'off' && revoke.isError
              ? toProviderMessage(revoke.error, 'Could not turn off the link. Please try again.')
              : null
        }
        onConfirm={confirming === 'renew' ? makeLink : turnOff}
        onClose={() => {
          setConfirming(null);
          create.reset();
          revoke.reset();
        }}
      >
        <p>
          The current link stops working at once: calendars subscribed to it stop updating and its sessions disappear
          from them.
          {confirming === 'renew' && ' You get a new link to add again.'}
        </p>
      </ConfirmDialog>
    </div>
  );
}
