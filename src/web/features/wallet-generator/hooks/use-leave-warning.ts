import { useEffect } from 'react';
import { useBlocker } from 'react-router';

/**
 * Warns before the page is left while `active`: the browser's own prompt on reload/close, and a
 * blocker for in-app navigation (the caller renders a dialog while `blocker.state === 'blocked'`).
 */
export function useLeaveWarning(active: boolean) {
  useEffect(() => {
    if (!active) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers only prompt when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [active]);

  return useBlocker(
    ({ currentLocation, nextLocation }) => active && currentLocation.pathname !== nextLocation.pathname,
  );
}
