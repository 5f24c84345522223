import PgBoss from 'pg-boss';
import type { Database } from '../db/client';
import type { Logger } from '../lib/logger';

export interface JobQueue {
  send(
    name: string,
    data: object,
    opts?: { startAfterSeconds?: number; singletonKey?: string },
  ): Promise<void>;
  work<T extends object>(name: string, handler: (data: T) => Promise<void>): Promise<void>;
  stop(): Promise<void>;
  /** True once `stop` was called: long-running handlers end at their next safe point. */
  readonly stopping: boolean;
}

/** pg-boss on whichever Postgres the app uses (PGlite through pg-boss's `db` adapter). */
export async function startJobQueue(database: Database, logger: Logger): Promise<JobQueue> {
  const boss = new PgBoss({ db: { executeSql: database.executeSql }, schema: 'pgboss', supervise: true });
  boss.on('error', (error) => logger.error({ err: error }, 'job queue error'));
  await boss.start();
  const created = new Set<string>();
  const ensureQueue = async (name: string) => {
    if (created.has(name)) return;
    await boss.createQueue(name);
    created.add(name);
  };
  let stopping = false;
  return {
    get stopping() {
      return stopping;
    },
    async send(name, data, opts) {
      await ensureQueue(name);
      await boss.send(name, data, {
        startAfter: opts?.startAfterSeconds,
        singletonKey: opts?.singletonKey,
        retryLimit: 5,
        retryDelay: 2,
      });
    },
    async work<T extends object>(name: string, handler: (data: T) => Promise<void>) {
      await ensureQueue(name);
      await boss.work<T>(name, { pollingIntervalSeconds: 0.5, batchSize: 5 }, async (jobs) => {
        for (const job of jobs) await handler(job.data);
      });
    },
    stop: () => {
      stopping = true;
      return boss.stop({ graceful: true, wait: true, timeout: 5000 });
    },
  };
}
