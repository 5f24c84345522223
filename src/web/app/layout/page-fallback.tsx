import { Skeleton } from '@web/components/ui/skeleton';

/** Shown while a lazily loaded page chunk arrives. */
export function PageFallback() {
  return (
    <div className="space-y-6" role="status" aria-live="polite">
      <span className="sr-only">Loading page…</span>
      <Skeleton className="h-8 w-64" />
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} className="h-28 rounded-2xl" />
        ))}
      </div>
      <Skeleton className="h-72 rounded-2xl" />
    </div>
  );
}
