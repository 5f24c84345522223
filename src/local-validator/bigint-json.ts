/**
 * JSON.stringify that writes bigints as plain JSON numbers (u64 fields keep every digit, like the
 * Rust RPC). `undefined` object fields are omitted, as with JSON.stringify.
 */
export function stringifyJson(value: unknown): string {
  return write(value) ?? 'null';
}

function write(value: unknown): string | undefined {
  switch (typeof value) {
    case 'string':
      return JSON.stringify(value);
    case 'number':
      return Number.isFinite(value) ? String(value) : 'null';
    case 'bigint':
      return value.toString();
    case 'boolean':
      return value ? 'true' : 'false';
    case 'object':
      if (value === null) return 'null';
      if (Array.isArray(value)) return writeArray(value);
      if (value instanceof Uint8Array) return writeArray(Array.from(value));
      return writeObject(value as Record<string, unknown>);
    default:
      return undefined;
  }
}

function writeArray(items: readonly unknown[]): string {
  let out = '[';
  for (let i = 0; i < items.length; i++) {
    if (i > 0) out += ',';
    out += write(items[i]) ?? 'null';
  }
  return out + ']';
}

function writeObject(obj: Record<string, unknown>): string {
  let out = '{';
  let first = true;
  for (const key in obj) {
    const text = write(obj[key]);
    if (text === undefined) continue;
    out += (first ? '"' : ',"') + escapeKey(key) + '":' + text;
    first = false;
  }
  return out + '}';
}

const PLAIN_KEY = /^[A-Za-z0-9_$+-]*$/;

function escapeKey(key: string): string {
  return PLAIN_KEY.test(key) ? key : JSON.stringify(key).slice(1, -1);
}
