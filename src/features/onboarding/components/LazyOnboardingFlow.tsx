import { lazy, Suspense, type ComponentProps } from 'react';
import { Spinner } from '@/components/ui/Spinner';

// A client answers the questions once, so their code (≈2 KiB gzip) is not part of Today's download:
// it loads when there are questions to show (docs/performance.md, route budgets).
const OnboardingFlow = lazy(async () => ({ default: (await import('./OnboardingFlow')).OnboardingFlow }));

/** The onboarding questions, loaded on first use. */
export function LazyOnboardingFlow(props: ComponentProps<typeof OnboardingFlow>) {
  return (
    <Suspense fallback={<Spinner label="Loading the questions" />}>
      <OnboardingFlow {...props} />
    </Suspense>
  );
}
