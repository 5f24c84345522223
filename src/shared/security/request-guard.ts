/**
 * Request guard shared by the browser (before secured calls) and the server (on transaction bodies).
 * Pure and isomorphic: no DOM, no node APIs.
 */

export const INVALID_TRANSACTION_DATA = 'Invalid transaction data detected';

const ANGLE_BRACKETS_AND_QUOTES = /[<>"'`]/g;
const SCRIPT_PROTOCOL = /(?:java|vb|live)script\s*:/gi;
const EVENT_HANDLER = /\bon\w+\s*=/gi;

const SCRIPT_PATTERNS: readonly RegExp[] = [
  /<\s*\/?\s*script\b/i,
  /(?:java|vb|live)script\s*:/i,
  /\bon\w+\s*=/i,
  /data\s*:\s*text\/html/i,
  /<\s*(?:iframe|object|embed|svg|img|link|meta|style)\b/i,
];

const MAX_DEPTH = 32;

/**
 * Strips angle brackets, quotes, script protocols and inline event-handler patterns.
 * Repeats until stable so that nested tricks like `javajavascript:script:` cannot survive.
 */
export function sanitizeText(input: string): string {
  let current = input;
  for (let i = 0; i < 10; i += 1) {
    const next = current
      .replace(ANGLE_BRACKETS_AND_QUOTES, '')
      .replace(SCRIPT_PROTOCOL, '')
      .replace(EVENT_HANDLER, '');
    if (next === current) return next.trim();
    current = next;
  }
  return current.trim();
}

export function hasScriptPattern(text: string): boolean {
  return SCRIPT_PATTERNS.some((pattern) => pattern.test(text));
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/** Deep-checks every string (values and keys) of arrays and plain objects for script-like patterns. */
export function detectScriptPatterns(value: unknown): boolean {
  const seen = new WeakSet<object>();
  const visit = (node: unknown, depth: number): boolean => {
    if (typeof node === 'string') return hasScriptPattern(node);
    if (depth > MAX_DEPTH || typeof node !== 'object' || node === null) return false;
    if (seen.has(node)) return false;
    seen.add(node);
    if (Array.isArray(node)) return node.some((item) => visit(item, depth + 1));
    if (!isPlainObject(node)) return false;
    return Object.entries(node).some(([key, item]) => hasScriptPattern(key) || visit(item, depth + 1));
  };
  return visit(value, 0);
}

/** Returns a copy in which every string of arrays and plain objects went through `sanitizeText`. */
export function sanitizeDeep<T>(value: T): T {
  const visit = (node: unknown, depth: number): unknown => {
    if (typeof node === 'string') return sanitizeText(node);
    if (depth > MAX_DEPTH) return node;
    if (Array.isArray(node)) return node.map((item) => visit(item, depth + 1));
    if (isPlainObject(node)) {
      return Object.fromEntries(Object.entries(node).map(([key, item]) => [key, visit(item, depth + 1)]));
    }
    return node;
  };
  return visit(value, 0) as T;
}
