import { useEffect, useState } from 'react';

/**
 * A module loaded on first need and then shared by every caller: `load()` starts (or joins) the import,
 * `current()` is the module once it arrived. Keeps a UI library out of the first-load bundle.
 */
export function deferredModule<T>(importer: () => Promise<T>) {
  let value: T | null = null;
  let pending: Promise<T> | null = null;
  const listeners = new Set<(module: T) => void>();
  const load = (): Promise<T> => {
    pending ??= importer().then((module) => {
      value = module;
      for (const listener of listeners) listener(module);
      return module;
    });
    return pending;
  };
  /** The module, re-rendering the caller when it arrives; `wanted` starts the load. */
  function useModule(wanted = false): T | null {
    const [module, setModule] = useState<T | null>(value);
    useEffect(() => {
      if (module) return;
      listeners.add(setModule);
      if (value) setModule(value);
      return () => void listeners.delete(setModule);
    }, [module]);
    useEffect(() => {
      if (wanted && !module) void load();
    }, [wanted, module]);
    return module;
  }
  return { load, current: () => value, useModule };
}
