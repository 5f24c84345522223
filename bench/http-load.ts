import { Connection } from './http-connection';

export interface LoadTarget {
  readonly method: 'GET' | 'POST';
  readonly path: string;
  /** Request bodies used in turn (POST only). */
  readonly bodies?: readonly string[];
}

export interface LoadFigures {
  /** Successful (2xx) responses per second. */
  readonly rps: number;
  readonly p50Ms: number;
  readonly p99Ms: number;
  /** Non-2xx answers (a 429 included) and transport errors; they do not count towards rps. */
  readonly errors: number;
  readonly firstError: string | null;
}

const percentile = (sorted: Float64Array, p: number) =>
  sorted.length === 0 ? 0 : (sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0);

/**
 * Closed-loop load like autocannon's: `concurrency` keep-alive connections, each sending its next request
 * as soon as the previous answer arrived, for `seconds`. Latency is measured per request.
 */
export async function runHttpLoad(
  baseUrl: string,
  target: LoadTarget,
  opts: { concurrency: number; seconds: number },
): Promise<LoadFigures> {
  const url = new URL(baseUrl);
  const connections = Array.from({ length: opts.concurrency }, () => new Connection(url));
  let latencies = new Float64Array(1 << 16);
  let count = 0;
  let errors = 0;
  let firstError: string | null = null;
  let sent = 0;
  const started = performance.now();
  const deadline = started + opts.seconds * 1000;
  const worker = async (connection: Connection) => {
    while (performance.now() < deadline) {
      const body = target.bodies?.[sent++ % target.bodies.length];
      const t0 = performance.now();
      try {
        const reply = await connection.request(target.method, target.path, body);
        if (reply.status < 200 || reply.status > 299) {
          errors++;
          firstError ??= `${reply.status} ${reply.body.slice(0, 200)}`;
          continue;
        }
      } catch (error) {
        errors++;
        firstError ??= error instanceof Error ? error.message : String(error);
        return;
      }
      if (count === latencies.length) {
        const grown = new Float64Array(latencies.length * 2);
        grown.set(latencies);
        latencies = grown;
      }
      latencies[count++] = performance.now() - t0;
    }
  };
  await Promise.all(connections.map(worker));
  const seconds = (performance.now() - started) / 1000;
  for (const connection of connections) connection.close();
  const sorted = latencies.subarray(0, count).sort();
  return {
    rps: count / seconds,
    p50Ms: percentile(sorted, 0.5),
    p99Ms: percentile(sorted, 0.99),
    errors,
    firstError,
  };
}
