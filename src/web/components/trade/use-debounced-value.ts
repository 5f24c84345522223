import { useEffect, useState } from 'react';

/** `value`, once it stopped changing for `delayMs`. Pass a primitive (e.g. a JSON key) so renders do not reset it. */
export function useDebouncedValue<T extends string | number | boolean | null>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}
