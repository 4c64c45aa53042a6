import { lazy, Suspense } from 'react';
import { AccessPage, type AccessShopProps } from '@/features/access/access-page';

// Payments' packs and plans load after the code is on screen: the code is what a client opens the
// page for at the door, and it must not wait for the shop.
const AccessShop = lazy(() =>
  import('@/features/payments/access-shop').then((module) => ({ default: module.AccessShop })),
);

function Shop(props: AccessShopProps) {
  return (
    <Suspense fallback={null}>
      <AccessShop {...props} />
    </Suspense>
  );
}

/** `/access` "Unlock": access's check-in code and status, with payments' packs and plans to get more. */
export default function AccessRoute() {
  return <AccessPage Shop={Shop} />;
}
