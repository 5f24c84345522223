import { useState } from 'react';
import { RouterProvider } from 'react-router/dom';
import { DeferredToaster } from '@web/components/ui/deferred-toaster';
import { ReferralCapture } from '@web/features/gamification/components/referral-capture';
import { AppProviders } from './providers';
import { createAppRouter } from './router';

export function App() {
  const [router] = useState(createAppRouter);
  return (
    <AppProviders>
      <RouterProvider router={router} />
      <DeferredToaster />
      <ReferralCapture />
    </AppProviders>
  );
}
