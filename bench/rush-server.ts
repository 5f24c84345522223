import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import path from 'node:path';
import type { OperationDefinition } from '../src/server/chain/pipeline/operation-definition';
import { PGliteThread } from '../src/server/db/pglite-thread';
import { loadEnv } from '../src/server/lib/env';
import { OPERATION_KINDS } from '../src/server/operation-kinds';
import { startServer } from '../src/server/server';

/**
 * Child-process entry of the launch-rush bench: the real server (env from the parent) with two counters
 * the parent reads over IPC, both outside the product's code:
 *
 * - database statements: every call into PGlite's engine the app makes (one-trip statements, `exec`,
 *   `query`, BEGIN and COMMIT/ROLLBACK), counted where each reaches the engine's thread. The bench runs on
 *   PGlite only.
 * - the server's CPU time (every core it used), which a busy shared machine disturbs less than rates.
 * - trades and the DB transactions that confirmed them: the curve-trade and swap definitions are wrapped
 *   so each confirmed trade reports the transaction object its `onConfirmed` (or its group's
 *   `onGroupConfirmed`) ran in, and each co-sign pass
 *   is counted. Trades per confirming transaction is the group size: 1 while every trade commits alone.
 */
export interface RushCounters {
  statements: number;
  cosignPasses: number;
  confirmedTrades: number;
  confirmingTransactions: number;
  /** The server process's CPU time (user + system), in milliseconds. */
  cpuMs: number;
}

const counters: RushCounters = {
  statements: 0,
  cosignPasses: 0,
  confirmedTrades: 0,
  confirmingTransactions: 0,
  cpuMs: 0,
};

function countCalls(name: string): void {
  let proto: object | null = PGliteThread.prototype;
  while (proto && !Object.prototype.hasOwnProperty.call(proto, name)) proto = Object.getPrototypeOf(proto);
  if (!proto) throw new Error(`PGliteThread has no ${name} to count`);
  const original = Reflect.get(proto, name) as (...args: unknown[]) => unknown;
  Object.defineProperty(proto, name, {
    configurable: true,
    writable: true,
    value(this: unknown, ...args: unknown[]) {
      counters.statements++;
      return original.apply(this, args);
    },
  });
}
countCalls('execProtocolRaw');

const TRADE_KINDS = new Set(['launchpad_trade', 'dex_swap']);
const seen = new WeakSet<object>();

function counted(definition: OperationDefinition): OperationDefinition {
  if (!TRADE_KINDS.has(definition.kind)) return definition;
  const { cosign, onConfirmed, onGroupConfirmed, group } = definition;
  const confirming = (tx: object, trades: number) => {
    counters.confirmedTrades += trades;
    if (seen.has(tx)) return;
    seen.add(tx);
    counters.confirmingTransactions++;
  };
  return {
    ...definition,
    ...(group
      ? {
          group: {
            ...group,
            cosign(ctx, op, signed) {
              counters.cosignPasses++;
              return group.cosign.call(group, ctx, op, signed);
            },
          },
        }
      : {}),
    ...(cosign
      ? {
          cosign(ctx, op, signed) {
            counters.cosignPasses++;
            return cosign.call(definition, ctx, op, signed);
          },
        }
      : {}),
    async onConfirmed(tx, op, ctx) {
      confirming(tx, 1);
      return onConfirmed?.call(definition, tx, op, ctx);
    },
    ...(onGroupConfirmed
      ? {
          async onGroupConfirmed(tx, ops, ctx) {
            confirming(tx, ops.length);
            return onGroupConfirmed.call(definition, tx, ops, ctx);
          },
        }
      : {}),
  };
}

// `--cpu-prof <file>` (RUSH_CPU_PROF): the server's CPU profile from its start to its stop.
const profileFile = process.env.RUSH_CPU_PROF;
const profiler = profileFile ? new Session() : null;
if (profiler) {
  profiler.connect();
  await profiler.post('Profiler.enable');
  await profiler.post('Profiler.start');
}

const env = loadEnv();
const server = await startServer(env, {
  webDir: path.join(env.dataDir, 'no-web'),
  operations: OPERATION_KINDS.map(counted),
});
// The profile's clock at each counters reading, so a rush's window can be cut out of the profile.
const marks: number[] = [];
process.on('message', () => {
  marks.push(Number(process.hrtime.bigint() / 1000n));
  const cpu = process.cpuUsage();
  process.send?.({ ...counters, cpuMs: (cpu.user + cpu.system) / 1000 });
});
process.stdout.write(`App: ${server.url}\n`);
process.once('SIGTERM', () => {
  void server.close().then(async () => {
    if (profiler && profileFile) {
      const { profile } = await profiler.post('Profiler.stop');
      writeFileSync(profileFile, JSON.stringify({ ...profile, marks }));
    }
    process.exit(0);
  });
});
