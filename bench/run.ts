import { appLaunches } from './app-launches';
import { chainThroughput } from './chain-throughput';
import { exchangeBench } from './exchange';
import { multisendBench } from './multisend';

/** Each bench prints its own lines and returns whether it met its targets. Add new ones here. */
const benches: readonly { readonly name: string; readonly run: () => Promise<boolean> }[] = [
  { name: 'chain-throughput', run: chainThroughput },
  { name: 'app-launches', run: appLaunches },
  { name: 'multisend', run: multisendBench },
  { name: 'exchange', run: exchangeBench },
];

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
