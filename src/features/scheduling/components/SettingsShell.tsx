import type { ReactNode } from 'react';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { EmptyState } from '@/components/ui/EmptyState';
import { LoadError } from '@/components/ui/LoadError';
import { PageHeader } from '@/components/ui/PageHeader';
import { PageLoader } from '@/components/ui/PageLoader';
import { selectIsAdmin, useAuthStore } from '@/features/auth';
import { toProviderMessage } from '@/lib/errors';
import { useBookingSettings, useUpdateBookingSettings, type BookingSettings } from '../api/booking-settings';
import { Settings2 } from 'lucide-react';

/** The frame of the three booking pages: admins only, the settings loaded, then the page's form. */
export function SettingsShell({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle: string;
  children: (settings: BookingSettings, update: ReturnType<typeof useUpdateBookingSettings>) => ReactNode;
}) {
  const isAdmin = useAuthStore(selectIsAdmin);
  const settings = useBookingSettings();
  const update = useUpdateBookingSettings();
  if (!isAdmin) {
    return (
      <EmptyState icon={<Settings2 className="size-6" />} title="Admins only">
        The studio&apos;s booking rules are set by its admins.
      </EmptyState>
    );
  }
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6">
      <PageHeader title={title} subtitle={subtitle} />
      {settings.isPending ? (
        <PageLoader label="Loading booking settings" />
      ) : settings.error ? (
        <LoadError error={settings.error} what="booking settings" onRetry={() => void settings.refetch()} />
      ) : (
        children(settings.data, update)
      )}
    </div>
  );
}

/** The bottom of a settings form: what went wrong, "Saved", and Save. */
export function SaveBar({
  changed,
  blocked,
  saving,
  saved,
  error,
  onSave,
  onUndo,
}: {
  changed: boolean;
  blocked: boolean;
  saving: boolean;
  saved: boolean;
  error: unknown;
  onSave: () => void;
  onUndo: () => void;
}) {
  return (
    <div className="flex flex-col gap-3">
      {error != null && <Alert>{toProviderMessage(error, 'The settings could not be saved. Try again.')}</Alert>}
      <div className="flex flex-wrap items-center justify-end gap-3">
        {saved && !changed && (
          <p role="status" className="text-sm text-emerald-700 dark:text-emerald-300">
            Settings saved.
          </p>
        )}
        {changed && (
          <Button variant="secondary" onClick={onUndo}>
            Undo changes
          </Button>
        )}
        <Button onClick={onSave} disabled={!changed || blocked} loading={saving}>
          Save
        </Button>
      </div>
    </div>
  );
}

export function Section({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <section className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900">
      <div>
        <h2 className="font-semibold text-slate-900 dark:text-white">{title}</h2>
        {description && <p className="text-sm text-slate-600 dark:text-slate-300">{description}</p>}
      </div>
      {children}
    </section>
  );
}
