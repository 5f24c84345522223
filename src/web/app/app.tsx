import { lazy, Suspense, useState } from 'react';
import { RouterProvider } from 'react-router/dom';
import { DeferredToaster } from '@web/components/ui/deferred-toaster';
import { AppProviders } from './providers';
import { createAppRouter } from './router';

// A `?ref=` is rare: its capture loads after the first screen, which must stay within its size budget.
const ReferralCapture = lazy(() =>
  import('@web/features/gamification/components/referral-capture').then((m) => ({
    default: m.ReferralCapture,
  })),
);

export function App() {
  const [router] = useState(createAppRouter);
  return (
    <AppProviders>
      <RouterProvider router={router} />
      <DeferredToaster />
      <Suspense fallback={null}>
        <ReferralCapture />
      </Suspense>
    </AppProviders>
  );
}
