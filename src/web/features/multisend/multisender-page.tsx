import { BatchPage } from './components/batch-page';
import { BATCH_KINDS } from './lib/kinds';

/** Route /multisender (spec part 2 §2). */
export default function MultisenderPage() {
  return <BatchPage config={BATCH_KINDS.multisend} />;
}
