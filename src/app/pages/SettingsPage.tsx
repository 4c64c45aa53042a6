import { ChevronRight, LogOut } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/Button';
import { Switch } from '@/components/ui/Switch';
import { HistoryDataSection } from '@/features/history';
import { displayName, SignOutWarningDialog, useAuthStore, useSignOutRequest } from '@/features/auth';
import { CycleSharingSetting } from '@/features/client-profile';
import { OnboardingSettings } from '@/features/onboarding';
import { PushNotificationsSetting } from '@/features/push';
import { CalendarFeedSection } from '@/features/scheduling/calendar-feed-section';
import { CycleTrackingSetting, ProfileForm, SettingsSection, WeightUnitSetting } from '@/features/settings';
import { selectTheme, useThemeStore } from '@/stores/theme-store';

/** `/settings`: the settings feature's own sections beside the client's profile, history and cycle settings. */
export default function SettingsPage() {
  const user = useAuthStore((state) => state.user);
  const role = useAuthStore((state) => state.userRole);
  const isClient = role === 'client';
  const cycleAvailable = useAuthStore((state) => state.cycleTracking.available);
  const cycleEnabled = useAuthStore((state) => state.cycleTracking.enabled);
  const theme = useThemeStore(selectTheme);
  const setTheme = useThemeStore((state) => state.setTheme);
  const signOutRequest = useSignOutRequest();

  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-5">
      <header>
        <h1 className="text-3xl font-bold text-slate-900 dark:text-white">Settings</h1>
        <p className="text-slate-600 dark:text-slate-400">{displayName(user)}</p>
      </header>
      <SettingsSection title="Preferences">
        <Switch
          label="Dark mode"
          description="Easier on the eyes in the gym."
          checked={theme === 'dark'}
          onChange={(dark) => setTheme(dark ? 'dark' : 'light')}
        />
        {user && <WeightUnitSetting userId={user.id} />}
        {user && cycleAvailable && <CycleTrackingSetting userId={user.id} />}
        {user && cycleAvailable && isClient && <CycleSharingSetting userId={user.id} trackingEnabled={cycleEnabled} />}
      </SettingsSection>
      {user && (
        <SettingsSection title="Notifications on this device">
          <PushNotificationsSetting userId={user.id} role={role} />
        </SettingsSection>
      )}
      {user && isClient && (
        <SettingsSection title="Membership and credits">
          <Link
            to="/settings/membership"
            className="-m-2 flex items-center justify-between gap-3 rounded-lg p-2 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-emerald-500 dark:hover:bg-slate-800/50"
          >
            <span>
              <span className="block font-medium text-slate-900 dark:text-white">Membership and credits</span>
              <span className="block text-sm text-slate-600 dark:text-slate-400">
                Your balance, membership, credit history and receipts; buy a pack
              </span>
            </span>
            <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-slate-400" />
          </Link>
        </SettingsSection>
      )}
      {user && isClient && (
        <SettingsSection title="Training profile">
          <OnboardingSettings userId={user.id} />
        </SettingsSection>
      )}
      {user && (
        <SettingsSection title="Profile">
          <ProfileForm user={user} />
        </SettingsSection>
      )}
      {user && (
        <SettingsSection title="Calendar feed">
          <CalendarFeedSection userId={user.id} isClient={isClient} />
        </SettingsSection>
      )}
      {user && isClient && (
        <SettingsSection title="Your training data">
          <HistoryDataSection userId={user.id} />
        </SettingsSection>
      )}
      <SettingsSection title="Account">
        <div>
          <Button variant="secondary" loading={signOutRequest.pending} onClick={() => void signOutRequest.request()}>
            <LogOut aria-hidden="true" className="size-4" />
            Sign out
          </Button>
          <SignOutWarningDialog
            warnings={signOutRequest.warnings}
            busy={signOutRequest.pending}
            onConfirm={() => void signOutRequest.confirm()}
            onClose={signOutRequest.cancel}
          />
        </div>
      </SettingsSection>
    </div>
  );
}
