/** What a URL is built from: an endpoint's method (for messages) and path (`/api/things/:id`). */
export interface EndpointAddress {
  readonly method: string;
  readonly path: string;
}

/** `/api/things/:id` with `{ id: 'a b' }` → `/api/things/a%20b`, plus the query string when given. */
export function endpointUrl(e: EndpointAddress, params?: unknown, query?: unknown): string {
  const values = (params ?? {}) as Record<string, unknown>;
  const path = e.path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined || value === null) throw new Error(`${e.method} ${e.path}: missing :${name}`);
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries((query ?? {}) as Record<string, unknown>)) {
    if (value !== undefined && value !== null) search.set(key, String(value));
  }
  const qs = search.toString();
  return qs ? `${path}?${qs}` : path;
}
