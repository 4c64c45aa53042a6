import { LogOut } from 'lucide-react';
import { Button } from '@/components/ui/Button';
import { Switch } from '@/components/ui/Switch';
import { HistoryDataSection } from '@/features/history';
import { displayName, SignOutWarningDialog, useAuthStore, useSignOutRequest } from '@/features/auth';
import { CycleSharingSetting } from '@/features/client-profile';
import { OnboardingSettings } from '@/features/onboarding';
import { CalendarFeedSection } from '@/features/scheduling/calendar-feed-section';
import { CycleTrackingSetting, ProfileForm, SettingsSection, WeightUnitSetting } from '@/features/settings';
import { selectTheme, useThemeStore } from '@/stores/theme-store';

/** `/settings`: the settings feature's own sections beside the client's profile, history and cycle settings. */
export default function SettingsPage() {
  const user = useAuthStore((state) => state.user);
  const isClient = useAuthStore((state) => state.userRole === 'client');
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
