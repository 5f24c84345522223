import { BatchPage } from './components/batch-page';
import { BATCH_KINDS } from './lib/kinds';

/** Route /sol-distribution (spec part 2 §2). */
export default function SolDistributionPage() {
  return <BatchPage config={BATCH_KINDS.sol} />;
}
