import { Suspense, type ComponentType } from 'react';
import { ErrorBoundary } from '@/components/ui/ErrorBoundary';
import { AccessPage, type AccessShopProps } from '@/features/access/access-page';
import { preloadableLazy } from '@/lib/preloadable-lazy';

// Payments' packs and plans load after the code is on screen: the code is what a client opens the
// page for at the door, and it must not wait for the shop. Loaded once; a failed load (no signal)
// is forgotten so the boundary below tries again when the signal returns.
let loadingShop: Promise<{ default: ComponentType<AccessShopProps> }> | undefined;
const loadShop = () =>
  (loadingShop ??= import('@/features/payments/access-shop')
    .then((module) => ({ default: module.AccessShop }))
    .catch((error: unknown) => {
      loadingShop = undefined;
      throw error;
    }));
const AccessShop = preloadableLazy(loadShop);

function Shop(props: AccessShopProps) {
  // With no signal and the shop's code not on the device, the page (and its code) stays up.
  return (
    <ErrorBoundary
      fallback={
        <p className="text-sm text-slate-600 dark:text-slate-400">
          The packs and plans on sale show when you are back online.
        </p>
      }
    >
      <Suspense fallback={null}>
        <AccessShop {...props} />
      </Suspense>
    </ErrorBoundary>
  );
}

/** `/access` "Unlock": access's check-in code and status, with payments' packs and plans to get more. */
export default function AccessRoute() {
  return <AccessPage Shop={Shop} />;
}
