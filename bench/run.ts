import { aiSignalsBench } from './ai-signals';
import { appLaunches } from './app-launches';
import { bridgeBench } from './bridge';
import { chainThroughput } from './chain-throughput';
import { clmmBench } from './clmm';
import { exchangeBench } from './exchange';
import { hostileRpcBench } from './hostile-rpc';
import { launchSimulatorBench } from './launch-simulator';
import { launchCurvesBench } from './launch-curves';
import { launchRushBench } from './launch-rush';
import { multisendBench } from './multisend';
import { splitArgs } from './options';
import { readLoadBench } from './read-load';
import { routerMixedBench } from './router-mixed';
import { sustainedSwapsBench } from './sustained-swaps';

/** Each bench prints its own lines and returns whether it met its targets. Add new ones here. */
const all: readonly { readonly name: string; readonly run: () => Promise<boolean> }[] = [
  { name: 'chain-throughput', run: chainThroughput },
  { name: 'app-launches', run: appLaunches },
  { name: 'multisend', run: multisendBench },
  { name: 'exchange', run: exchangeBench },
  { name: 'sustained-swaps', run: sustainedSwapsBench },
  { name: 'read-load', run: readLoadBench },
  { name: 'launch-simulator', run: launchSimulatorBench },
  { name: 'launch-curves', run: launchCurvesBench },
  { name: 'bridge', run: bridgeBench },
  { name: 'clmm', run: clmmBench },
  { name: 'router-mixed', run: routerMixedBench },
  { name: 'ai-signals', run: aiSignalsBench },
  { name: 'hostile-rpc', run: hostileRpcBench },
  { name: 'launch-rush', run: launchRushBench },
];

// `tsx bench/run.ts read-load exchange` runs only the benches named; no names runs them all. Options
// (`--wallets 200`) are read by the benches themselves (options.ts).
const { names, options } = splitArgs(process.argv.slice(2));
const unknown = names.filter((n) => !all.some((b) => b.name === n));
if (unknown.length > 0) {
  console.error(`unknown bench: ${unknown.join(', ')} (known: ${all.map((b) => b.name).join(', ')})`);
  process.exit(2);
}
const known = new Set(['wallets', 'amount', 'slippage', 'round-seconds', 'rounds', 'only', 'cpu-prof']);
const stray = [...options.keys()].filter((k) => !known.has(k));
if (stray.length > 0) {
  console.error(
    `unknown bench option: ${stray.map((k) => `--${k}`).join(', ')} (known: ${[...known].map((k) => `--${k}`).join(', ')})`,
  );
  process.exit(2);
}
const benches = names.length > 0 ? all.filter((b) => names.includes(b.name)) : all;

const started = performance.now();
let failed = 0;
for (const bench of benches) {
  console.log(`\n== ${bench.name}`);
  if (!(await bench.run())) failed++;
}
console.log(
  `\n${benches.length - failed}/${benches.length} benches met their targets in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);
if (failed > 0) process.exitCode = 1;
