/**
 * What kit's `parseJsonWithBigInts(stringifyJson(value))` returns, without writing and re-reading the
 * text: the in-process transport hands kit the same values an HTTP client would get. Every JSON number
 * written without a fraction or a negative exponent reads back as a bigint; numbers go through their
 * JSON text so that rounding (2^60 prints as 1152921504606847000) is the same too.
 */
export function kitValue(value: unknown): unknown {
  return read(value) ?? null;
}

function read(value: unknown): unknown {
  switch (typeof value) {
    case 'string':
    case 'boolean':
      return value;
    case 'number':
      return Number.isFinite(value) ? readNumber(String(value)) : null;
    case 'bigint':
      return value;
    case 'object':
      if (value === null) return null;
      if (Array.isArray(value)) return Array.from(value, (item) => read(item) ?? null);
      if (value instanceof Uint8Array) return Array.from(value, (byte) => BigInt(byte));
      return readObject(value as Record<string, unknown>);
    default:
      return undefined;
  }
}

function readObject(obj: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key in obj) {
    const item = read(obj[key]);
    if (item === undefined) continue;
    // JSON.parse makes "__proto__" an own field like any other, not the prototype.
    if (key === '__proto__')
      Object.defineProperty(out, key, { value: item, enumerable: true, writable: true });
    else out[key] = item;
  }
  return out;
}

/** kit keeps a number whose text has a fraction or a negative exponent; any other is a bigint. */
function readNumber(text: string): number | bigint {
  if (/\.|[eE]-/.test(text)) return Number(text);
  const [mantissa = '0', exponent] = text.split(/[eE]\+?/);
  return exponent ? BigInt(mantissa) * 10n ** BigInt(exponent) : BigInt(mantissa);
}
