import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { CheckInLogSection } from '@/features/access/desk-profile';
import { ClientCheckInsSection } from '@/features/check-ins/profile-section';
import { LatestBodyScanSummary } from '@/features/assessments';
import { ClientBodyWeight } from '@/features/body-weight/profile-section';
import { ClientSignalsPanel, ClientTagsEditor } from '@/features/clients';
import {
  ClientPhotos,
  ClientShell,
  CoachNotes,
  CurrentProgram,
  NutritionGoalsEditor,
  OnboardingSummary,
  ProfileDetails,
  SharedCycle,
} from '@/features/client-profile/profile-page';
import { ClientHabits } from '@/features/habits/profile-section';
import { ClientOnDemandProgress } from '@/features/on-demand/profile-progress';
import { ClientMoneySection } from '@/features/payments/client-money';
import { ForgiveBookingForm } from '@/features/scheduling/forgive-booking';
import { clientName } from '@/lib/person-name';

/**
 * `/clients/profile/{id}`: everything a coach needs about one client on one screen: the client
 * profile's sections beside the roster's signals (clients), the latest body scan (assessments) and
 * the client's credits and payments (payments), their studio check-ins (access) and what they opened
 * and completed on demand (on-demand), their habits and body weight (habits, body-weight), and
 * their weekly check-ins (check-ins).
 */
export default function ClientProfilePage() {
  const { id = '' } = useParams();
  const [now] = useState(() => new Date());
  return (
    <ClientShell clientId={id} ownView="/progression">
      {(client) => (
        <div className="grid items-start gap-5 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          <div className="flex flex-col gap-5">
            <ClientSignalsPanel clientId={client.id} />
            <ClientCheckInsSection clientId={client.id} trainerId={client.assigned_to} />
            <CurrentProgram clientId={client.id} now={now} />
            <OnboardingSummary clientId={client.id} />
            <ClientHabits clientId={client.id} now={now} />
            <ClientBodyWeight clientId={client.id} now={now} />
            <NutritionGoalsEditor clientId={client.id} />
            <LatestBodyScanSummary clientId={client.id} />
            <ClientPhotos clientId={client.id} />
          </div>
          <div className="flex flex-col gap-5">
            <ProfileDetails client={client} />
            <section
              aria-labelledby="client-tags-heading"
              className="rounded-2xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
            >
              <h2 id="client-tags-heading" className="mb-2 text-lg font-semibold text-slate-900 dark:text-white">
                Tags
              </h2>
              <ClientTagsEditor clientId={client.id} clientName={clientName(client)} />
            </section>
            <ClientMoneySection
              clientId={client.id}
              renderForgive={({ bookingId, onDone, onBack }) => (
                <ForgiveBookingForm bookingId={bookingId} fee={false} onDone={onDone} onBack={onBack} />
              )}
            />
            <CheckInLogSection clientId={client.id} clientName={clientName(client)} />
            <ClientOnDemandProgress clientId={client.id} />
            <CoachNotes clientId={client.id} />
            <SharedCycle client={client} now={now} />
          </div>
        </div>
      )}
    </ClientShell>
  );
}
