import { z } from 'zod';

export const CONTROL_CHARACTERS_MESSAGE = 'Text must not contain control characters';

const isHigh = (c: number) => c >= 0xd800 && c <= 0xdbff;
const isLow = (c: number) => c >= 0xdc00 && c <= 0xdfff;
/** C0 controls and DEL, except tab, line feed and carriage return (descriptions may have line breaks). */
const isControl = (c: number) => (c < 0x20 && c !== 0x09 && c !== 0x0a && c !== 0x0d) || c === 0x7f;

/**
 * Text that can be stored and shown as it is: no NUL or other control character (PostgreSQL refuses
 * NUL in text and jsonb) and no lone UTF-16 surrogate (not encodable as UTF-8).
 */
export function isSafeText(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    const c = value.charCodeAt(i);
    if (isControl(c)) return false;
    if (isHigh(c)) {
      if (!isLow(value.charCodeAt(i + 1))) return false;
      i++;
    } else if (isLow(c)) return false;
  }
  return true;
}

/** Every key and string value of a JSON-like value, however deep (walked without recursion), is safe text. */
export function isSafeJson(value: unknown): boolean {
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const node = stack.pop();
    if (typeof node === 'string') {
      if (!isSafeText(node)) return false;
    } else if (Array.isArray(node)) {
      for (const item of node) stack.push(item);
    } else if (typeof node === 'object' && node !== null) {
      for (const [key, item] of Object.entries(node)) {
        if (!isSafeText(key)) return false;
        stack.push(item);
      }
    }
  }
  return true;
}

/** `z.string()` that refuses unsafe text first, so later rules (trim, min, max) keep their own messages. */
export const safeString = (params?: Parameters<typeof z.string>[0]) =>
  z.string(params).refine(isSafeText, { message: CONTROL_CHARACTERS_MESSAGE, abort: true });
