import { NetworkReady } from './components/network-ready';
import { TokenCreateForm } from './components/token-create-form';
import { TokenList } from './components/token-list';

/** Route /token-manager (spec §2.5): create a token, then see every token this wallet launched. */
export default function TokenManagerPage() {
  return (
    <div className="space-y-6">
      <section aria-labelledby="token-manager-heading" className="space-y-6">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
          <div className="space-y-1">
            <h2 id="token-manager-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
              Create New Token
            </h2>
            <p className="text-sm text-muted-foreground">
              Name it, set the supply, sign once. The mint, its metadata and your full supply are created
              together.
            </p>
          </div>
          <NetworkReady />
        </div>
        <TokenCreateForm title="Token Details" />
      </section>
      <TokenList />
    </div>
  );
}
