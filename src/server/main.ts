import { loadEnv } from './lib/env';
import { startServer } from './server';

const env = loadEnv();
const server = await startServer(env);
const { cluster } = server.ctx.chain;
const lines = [
  '',
  `  SOLX Token Launch Suite is running`,
  `  App:       ${server.url}`,
  `  RPC:       ${cluster.rpcUrl}  (${cluster.label})`,
  `  WebSocket: ${cluster.wsUrl}`,
  `  Data:      ${env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : env.dataDir}`,
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
