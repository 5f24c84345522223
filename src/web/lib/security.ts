import { createContext, createElement, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { endpointUrl } from '@shared/api/endpoint-url';
import { INVALID_TRANSACTION_DATA, detectScriptPatterns } from '@shared/security/request-guard';
import { toast } from '@web/lib/toast';
import { securityContracts } from './first-load-contracts';
import { countRecentRequests, type StorageLike } from './rate-limit';
import type { OperationKind } from '@shared/operation-kinds';

export const SECURITY_RECHECK_MS = 5 * 60_000;
export const SECURITY_CHECK_TIMEOUT_MS = 5000;
export const LOCAL_RATE_CHECK_LIMIT = 50;
export const DEVTOOLS_THRESHOLD_PX = 160;

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

export interface SecurityEnvironment {
  protocol: string;
  hostname: string;
  hasCrypto: boolean;
  hasFetch: boolean;
  hasLocalStorage: boolean;
  hasSessionStorage: boolean;
  storage: StorageLike | undefined;
  now: number;
  viewport?: { outerWidth: number; innerWidth: number; outerHeight: number; innerHeight: number };
}

function storageOrUndefined(read: () => Storage): Storage | undefined {
  try {
    return read();
  } catch {
    return undefined;
  }
}

export function readBrowserEnvironment(): SecurityEnvironment {
  const local = typeof window === 'undefined' ? undefined : storageOrUndefined(() => window.localStorage);
  const session = typeof window === 'undefined' ? undefined : storageOrUndefined(() => window.sessionStorage);
  return {
    protocol: typeof location === 'undefined' ? 'http:' : location.protocol,
    hostname: typeof location === 'undefined' ? 'localhost' : location.hostname,
    hasCrypto: typeof crypto !== 'undefined' && typeof crypto.getRandomValues === 'function',
    hasFetch: typeof fetch === 'function',
    hasLocalStorage: local !== undefined,
    hasSessionStorage: session !== undefined,
    storage: local,
    now: Date.now(),
    viewport: typeof window === 'undefined' ? undefined : window,
  };
}

/** Synchronous part of the check: transport, browser capabilities and the local request rate. */
export function runLocalSecurityChecks(
  env: SecurityEnvironment,
  warn: (message: string) => void = console.warn,
) {
  if (env.protocol === 'http:' && !LOCAL_HOSTS.has(env.hostname)) return false;
  if (!env.hasCrypto || !env.hasFetch || !env.hasLocalStorage || !env.hasSessionStorage) return false;
  if (countRecentRequests(env.storage, env.now) > LOCAL_RATE_CHECK_LIMIT) return false;
  const vp = env.viewport;
  if (
    vp &&
    (vp.outerWidth - vp.innerWidth > DEVTOOLS_THRESHOLD_PX ||
      vp.outerHeight - vp.innerHeight > DEVTOOLS_THRESHOLD_PX)
  ) {
    // Spec: developer-tools detection only warns, it never fails the check.
    warn('Developer tools may be open; be careful with what you paste into the console.');
  }
  return true;
}

/** HEAD /api/security/check with a 5 s timeout: non-OK is insecure, a network failure counts as pass. */
export async function probeSecurityEndpoint(
  fetchFn: typeof fetch = fetch,
  timeoutMs = SECURITY_CHECK_TIMEOUT_MS,
): Promise<boolean> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const { securityCheck } = await securityContracts();
    const res = await fetchFn(endpointUrl(securityCheck), {
      method: 'HEAD',
      credentials: 'include',
      signal: controller.signal,
    });
    return res.ok;
  } catch {
    return true;
  } finally {
    clearTimeout(timer);
  }
}

export async function checkSecureEnvironment(
  env: SecurityEnvironment = readBrowserEnvironment(),
  probe: () => Promise<boolean> = () => probeSecurityEndpoint(),
): Promise<boolean> {
  if (!runLocalSecurityChecks(env)) return false;
  return probe();
}

/** The specification's names for the operations its client gates on a secure environment. */
export type SensitiveOperation =
  'token_create' | 'token_burn' | 'wallet_transfer' | 'dex_swap' | 'stake_tokens';

/** Which of the spec's gates an operation kind passes before it is planned (null: not gated). */
export const GATE_OF_KIND: Record<OperationKind, SensitiveOperation | null> = {
  token_create: 'token_create',
  launchpad_launch: 'token_create',
  token_burn: 'token_burn',
  // Irreversible on the wallet's own token, like a burn (token_create's gate requires a name and symbol).
  token_authority_revoke: 'token_burn',
  // A new name and symbol go through the same gate as a launch's.
  token_metadata_update: 'token_create',
  multisend: 'wallet_transfer',
  bridge_lock: 'wallet_transfer',
  dex_swap: 'dex_swap',
  jupiter_swap: 'dex_swap',
  launchpad_trade: 'dex_swap',
  solx_staking: 'stake_tokens',
  liquidity: null,
  clmm_position: null,
};

export type GuardResult = { ok: true } | { ok: false; title: string; description: string };

const SECURITY_REQUIRED = {
  ok: false,
  title: 'Security Required',
  description: 'This operation requires a secure environment.',
} as const;

const REQUIRED_FIELDS: Partial<Record<SensitiveOperation, readonly string[]>> = {
  token_create: ['name', 'symbol'],
  dex_swap: ['fromToken', 'toToken', 'amount'],
};

function isPresent(value: unknown): boolean {
  if (typeof value === 'string') return value.trim().length > 0;
  return value !== undefined && value !== null;
}

/** Gate to run before any sensitive call; show `title`/`description` as a destructive toast when refused. */
export function guardSensitiveOperation(
  op: SensitiveOperation,
  payload: unknown,
  isSecure: boolean,
): GuardResult {
  if (!isSecure) return SECURITY_REQUIRED;
  if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) return SECURITY_REQUIRED;
  const record = payload as Record<string, unknown>;
  if (!(REQUIRED_FIELDS[op] ?? []).every((field) => isPresent(record[field]))) return SECURITY_REQUIRED;
  // The spec gives no separate title for the request guard; keep the gate's title with its message.
  if (detectScriptPatterns(payload)) return { ...SECURITY_REQUIRED, description: INVALID_TRANSACTION_DATA };
  return { ok: true };
}

// The verdict the SecurityProvider last reached, read by the API client when it gates a sensitive call.
let lastVerdict: boolean | null = null;

/** Whether the environment counts as secure now (before the provider's first check: the local checks). */
export function currentlySecure(): boolean {
  lastVerdict ??= runLocalSecurityChecks(readBrowserEnvironment(), () => undefined);
  return lastVerdict;
}

export function publishSecurityVerdict(isSecure: boolean): void {
  lastVerdict = isSecure;
}

export interface SecurityState {
  isSecure: boolean;
  lastCheck: number | null;
}

const SecurityContext = createContext<SecurityState | null>(null);

export function SecurityProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<SecurityState>(() => ({
    isSecure: runLocalSecurityChecks(readBrowserEnvironment(), () => undefined),
    lastCheck: null,
  }));
  const warnedRef = useRef(false);

  useEffect(() => publishSecurityVerdict(state.isSecure), [state.isSecure]);

  useEffect(() => {
    let cancelled = false;
    const evaluate = async () => {
      const isSecure = await checkSecureEnvironment();
      if (cancelled) return;
      setState({ isSecure, lastCheck: Date.now() });
      if (!isSecure && !warnedRef.current) {
        toast({
          title: 'Security Warning',
          description: 'Potential security issue detected. Some features may be limited.',
          variant: 'destructive',
        });
      }
      warnedRef.current = !isSecure;
    };
    void evaluate();
    const interval = setInterval(() => void evaluate(), SECURITY_RECHECK_MS);
    return () => {
      cancelled = true;
      clearInterval(interval);
    };
  }, []);

  return createElement(SecurityContext.Provider, { value: state }, children);
}

export function useSecurity(): SecurityState {
  const value = useContext(SecurityContext);
  if (!value) throw new Error('useSecurity must be used inside <SecurityProvider>');
  return value;
}
