import type { ListenerRole, ValidatorListener } from '@local-validator';
import { loadEnv } from './lib/env';
import { startServer, validatorPortWarning } from './server';

const env = loadEnv();
const server = await startServer(env);
const { cluster } = server.ctx.chain;
const listener = (role: ListenerRole) => server.validatorPorts?.listeners.find((l) => l.role === role);
const show = (l: ValidatorListener, note = '') => (l.error ? validatorPortWarning(l) : `${l.url}${note}`);
const line = (label: string, l: ValidatorListener | undefined, note?: string) =>
  l ? [`  ${label.padEnd(15)}${show(l, note)}`] : [];
const appWs = listener('app-ws');
const lines = [
  '',
  `  SOLX Token Launch Suite is running`,
  `  App:           ${server.url}`,
  `  RPC:           ${cluster.rpcUrl}  (${cluster.label})`,
  `  WebSocket:     ${cluster.wsUrl}`,
  ...line('', appWs, '  (same, on the port web3.js derives from the RPC URL)'),
  ...line('Validator RPC:', listener('rpc'), '  (solana-test-validator style)'),
  ...line('Validator WS:', listener('rpc-ws')),
  `  Data:          ${env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : env.dataDir}`,
  '',
];
process.stdout.write(lines.join('\n') + '\n');

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  await server.close();
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
