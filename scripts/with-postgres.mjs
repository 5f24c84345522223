// Runs a command against a throwaway PostgreSQL cluster: initdb into a temp dir, start it on 127.0.0.1
// at a free port, export DATABASE_URL (a fresh `solx` database) and TEST_PG_ADMIN_URL (the maintenance
// database, where integration tests create one database per server), run the command, stop and delete
// the cluster — also when the command fails or is interrupted.
//   node scripts/with-postgres.mjs vitest run --project integration
//   node scripts/with-postgres.mjs npm start
import { spawn, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { constants, tmpdir } from 'node:os';
import path from 'node:path';

const command = process.argv.slice(2);
if (command.length === 0) {
  console.error('usage: node scripts/with-postgres.mjs <command> [args…]');
  process.exit(2);
}

function findBinDir() {
  if (process.env.PG_BIN_DIR) return process.env.PG_BIN_DIR;
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).filter((v) => /^\d+$/.test(v)) : [];
  const newest = versions
    .sort((a, b) => Number(b) - Number(a))
    .find((v) => existsSync(`${root}/${v}/bin/initdb`));
  if (newest) return `${root}/${newest}/bin`;
  console.error('PostgreSQL server binaries not found. Install them: sudo apt-get install -y postgresql');
  process.exit(1);
}

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

// The server refuses to run as root, so as root the cluster belongs to (and runs as) `postgres`.
const isRoot = process.getuid?.() === 0;
const binDir = findBinDir();
function pg(tool, args) {
  const bin = path.join(binDir, tool);
  const [file, argv] = isRoot ? ['runuser', ['-u', 'postgres', '--', bin, ...args]] : [bin, args];
  const result = spawnSync(file, argv, { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${tool} failed:\n${result.stdout}${result.stderr}`);
}

const dir = mkdtempSync(path.join(tmpdir(), 'solx-pg-'));
if (isRoot) {
  const id = (flag) => Number(spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' }).stdout.trim());
  chownSync(dir, id('-u'), id('-g'));
}
const data = path.join(dir, 'data');
const port = await freePort();
let started = false;

function stop() {
  if (started) {
    started = false;
    try {
      pg('pg_ctl', ['stop', '-D', data, '-m', 'fast', '-w']);
    } catch (error) {
      console.error(String(error));
    }
  }
  rmSync(dir, { recursive: true, force: true });
}

let exitCode = 1;
try {
  pg('initdb', [
    '-D',
    data,
    '-U',
    'postgres',
    '--auth=trust',
    '-E',
    'UTF8',
    '--no-sync',
    '--no-instructions',
  ]);
  // A disposable test cluster: durability off, room for several app instances' pools at once.
  const options = `-h 127.0.0.1 -p ${port} -k ${dir} -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=300`;
  pg('pg_ctl', ['start', '-D', data, '-l', path.join(dir, 'server.log'), '-w', '-o', options]);
  started = true;
  const admin = `postgres://postgres@127.0.0.1:${port}/postgres`;
  const created = spawnSync(path.join(binDir, 'psql'), [admin, '-qc', 'CREATE DATABASE solx'], {
    encoding: 'utf8',
  });
  if (created.status !== 0) throw new Error(`CREATE DATABASE failed: ${created.stderr}`);
  console.log(`PostgreSQL ${path.basename(path.dirname(binDir))} on 127.0.0.1:${port} (throwaway, ${dir})`);
  const child = spawn(command[0], command.slice(1), {
    stdio: 'inherit',
    shell: process.platform === 'win32',
    env: {
      ...process.env,
      DATABASE_URL: `postgres://postgres@127.0.0.1:${port}/solx`,
      TEST_PG_ADMIN_URL: admin,
      PATH: `${path.resolve(import.meta.dirname, '../node_modules/.bin')}${path.delimiter}${process.env.PATH ?? ''}`,
    },
  });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  exitCode = await new Promise((resolve) => {
    child.on('error', (error) => {
      console.error(String(error));
      resolve(127);
    });
    child.on('exit', (code, signal) => resolve(code ?? 128 + (constants.signals[signal] ?? 0)));
  });
} catch (error) {
  console.error(String(error instanceof Error ? error.message : error));
} finally {
  stop();
}
process.exit(exitCode);
