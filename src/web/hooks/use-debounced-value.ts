import { useEffect, useState } from 'react';

/**
 * `value`, once it stopped changing for `delayMs`. Pass a primitive (e.g. a JSON key) or a memoised
 * object: a new object on every render restarts the timer and never settles.
 */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}
