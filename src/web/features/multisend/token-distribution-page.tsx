import { BatchPage } from './components/batch-page';
import { BATCH_KINDS } from './lib/kinds';

/** Route /token-distribution (spec part 2 §2). */
export default function TokenDistributionPage() {
  return <BatchPage config={BATCH_KINDS.token} />;
}
