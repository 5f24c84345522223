import { RpcClient } from './chain-fixtures';

/** Child-process entry: the load generator runs on its own core, like any real RPC client would. */
export interface LoadRequest {
  readonly url: string;
  readonly bodies: readonly string[];
  readonly concurrency: number;
  /** false: only count answered requests (measures the HTTP round trip itself) */
  readonly confirm: boolean;
}

export interface LoadResult {
  readonly seconds: number;
  readonly failed: number;
  readonly firstError: string | null;
}

interface StatusValue {
  readonly err: unknown;
  readonly confirmationStatus: string | null;
}

/**
 * Sends the pre-encoded sendTransaction bodies with `concurrency` requests in flight while another
 * loop polls getSignatureStatuses in batches of 256, until every signature is confirmed or failed.
 */
async function sendAndConfirmAll(request: LoadRequest): Promise<LoadResult> {
  const { url, bodies, concurrency } = request;
  const client = new RpcClient(url, concurrency + 1);
  const started = performance.now();
  const pending: string[] = [];
  let failed = 0;
  let firstError: string | null = null;
  let confirmed = 0;
  let next = 0;
  const sender = async () => {
    while (next < bodies.length) {
      const body = bodies[next++];
      if (body === undefined) break;
      const reply = JSON.parse(await client.post(body)) as { result?: string; error?: { message: string } };
      if (!request.confirm) confirmed++;
      else if (reply.result) pending.push(reply.result);
      else {
        failed++;
        firstError ??= reply.error?.message ?? 'no result';
      }
    }
  };
  const senders = Promise.all(Array.from({ length: concurrency }, sender));
  while (confirmed + failed < bodies.length) {
    const batch = pending.splice(0, 256);
    if (batch.length === 0) {
      await new Promise((resolve) => setTimeout(resolve, 2));
      continue;
    }
    const { value } = await client.call<{ value: (StatusValue | null)[] }>('getSignatureStatuses', [batch]);
    value.forEach((status, i) => {
      const signature = batch[i];
      // Processed on the embedded chain = landed (answered once its log holds it), as the app counts it.
      if (status && status.err === null && status.confirmationStatus) confirmed++;
      else if (status && status.err !== null) failed++;
      else if (signature) pending.push(signature);
    });
  }
  await senders;
  client.close();
  return { seconds: (performance.now() - started) / 1000, failed, firstError };
}

process.once('message', (request: LoadRequest) => {
  void sendAndConfirmAll(request).then((result) => {
    process.send?.(result, () => process.exit(0));
  });
});
