import { Suspense, lazy, useState } from 'react';
import { useToast } from '@web/lib/toast';

const Toaster = lazy(() => import('./toaster').then((m) => ({ default: m.Toaster })));

/** The toaster, with its Radix library loaded when the first toast is raised (not in the first load). */
export function DeferredToaster() {
  const { toasts } = useToast();
  const [used, setUsed] = useState(false);
  if (toasts.length > 0 && !used) setUsed(true);
  if (!used && toasts.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
