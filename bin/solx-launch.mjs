#!/usr/bin/env node
// `npx solx-launch run plan.json --rpc <url> --keypair <file>`: the CLI is TypeScript, run through tsx
// with the package's own tsconfig (its path aliases), wherever it is called from.
import path from 'node:path';
import { register } from 'tsx/esm/api';

const root = path.resolve(import.meta.dirname, '..');
register({ tsconfig: path.join(root, 'tsconfig.json') });
const { main } = await import(path.join(root, 'src/cli/solx-launch.ts'));
process.exitCode = await main(process.argv.slice(2));
