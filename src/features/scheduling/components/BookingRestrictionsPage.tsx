import { RulesForm } from './BookingRulesPage';
import { ServiceAudienceSection } from './ServiceAudienceSection';
import { SettingsShell } from './SettingsShell';

/** `/booking/restrictions` (admins): how much one client may book, and which clients may book what. */
export default function BookingRestrictionsPage() {
  return (
    <SettingsShell
      title="Booking restrictions"
      subtitle="How much one client may book, and which clients may book which services."
    >
      {(settings, update) => (
        <>
          <RulesForm key={JSON.stringify(settings)} saved={settings} update={update} limitsOnly />
          <ServiceAudienceSection />
        </>
      )}
    </SettingsShell>
  );
}
