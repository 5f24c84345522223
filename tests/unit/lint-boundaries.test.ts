import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const eslint = new ESLint();

/** The boundary messages ESLint reports for `code` saved at `filePath` (which need not exist). */
async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'boundaries/layers').map((m) => m.message);
}

async function allErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((m) => `${m.ruleId}: ${m.message}`);
}

// Loading the config and the TypeScript parser takes seconds on a busy machine; that is setup, not the check.
describe('lint keeps imports pointing down the layers', { timeout: 60_000 }, () => {
  beforeAll(() => eslint.lintText('export {};\n', { filePath: 'src/web/lib/warm-up.ts' }), 60_000);

  it('fails a feature importing another feature, by alias or by a relative path', async () => {
    expect(
      await boundaryErrors(
        'src/web/features/burn/components/cross.tsx',
        "import { ammFormSchema } from '@web/features/dex/lib/amm-form';\nexport const schema = ammFormSchema;\n",
      ),
    ).toEqual([expect.stringContaining("'burn' imports 'dex'")]);
    expect(
      await boundaryErrors(
        'src/web/features/burn/hooks/cross.ts',
        "export { ammFormSchema } from '../../dex/lib/amm-form';\n",
      ),
    ).toEqual([expect.stringContaining("'burn' imports 'dex'")]);
    expect(
      await boundaryErrors(
        'src/web/features/burn/cross-page.tsx',
        "export const load = () => import('../liquidity/liquidity-page');\n",
      ),
    ).toEqual([expect.stringContaining("'burn' imports 'liquidity'")]);
  });

  it('fails shared web layers reaching up into a feature or the app shell', async () => {
    expect(
      await boundaryErrors(
        'src/web/entities/trade/up.ts',
        "export { useBurn } from '../../features/burn/hooks/use-burn';\n",
      ),
    ).toEqual([expect.stringContaining('web/entities must not import web/features')]);
    expect(
      await boundaryErrors('src/web/lib/up.ts', "export { NAV_ITEMS } from '@web/app/navigation';\n"),
    ).toEqual([expect.stringContaining('web/lib must not import web/app')]);
  });

  it('fails an upward server import', async () => {
    expect(
      await boundaryErrors(
        'src/server/services/burn/up.ts',
        "export { burnRoutes } from '../../routes/burn';\n",
      ),
    ).toEqual([expect.stringContaining('server/services must not import server/routes')]);
    expect(
      await boundaryErrors(
        'src/server/chain/pipeline/up.ts',
        "export { readMint } from '@server/services/tokens/mint-info';\n",
      ),
    ).toEqual([expect.stringContaining('server/chain must not import server/services')]);
    expect(
      await boundaryErrors(
        'src/server/exchange/other.ts',
        "export { readMint } from '../services/tokens/mint-info';\n",
      ),
    ).toEqual([expect.stringContaining('server/exchange must not import server/services')]);
  });

  it('fails one server service importing another, by alias or by a relative path', async () => {
    expect(
      await boundaryErrors(
        'src/server/services/liquidity/cross.ts',
        "export { listPoolsJson } from '../dex/pools';\n",
      ),
    ).toEqual([expect.stringContaining("'liquidity' imports 'dex'")]);
    expect(
      await boundaryErrors(
        'src/server/services/tokens/cross.ts',
        "export { listPrices } from '@server/services/prices';\n",
      ),
    ).toEqual([expect.stringContaining("'tokens' imports 'prices'")]);
  });

  it('passes imports that point down or stay inside a feature', async () => {
    expect(
      await allErrors(
        'src/web/features/burn/components/ok.tsx',
        [
          "import { computeBurnAmount } from '../lib/burn-amount';",
          "import { formatUi } from '@web/entities/trade/trade-format';",
          "import { burnKeys } from '@web/entities/burns/query-keys';",
          'export const used = [computeBurnAmount, formatUi, burnKeys];',
          '',
        ].join('\n'),
      ),
    ).toEqual([]);
    expect(
      await allErrors(
        'src/server/routes/ok.ts',
        "export { planBurn } from '../services/burn/plan';\nexport { AppError } from '../lib/errors';\n",
      ),
    ).toEqual([]);
    expect(
      await allErrors(
        'src/server/services/burn/ok.ts',
        "export { LP_DECIMALS } from '../../exchange/market';\n",
      ),
    ).toEqual([]);
  });

  it('has no exceptions left: the mint reader lives below the services, so the exchange never reaches up', async () => {
    expect(
      await boundaryErrors(
        'src/server/exchange/resolve-token.ts',
        "export { readMint } from '../services/tokens/mint-info';\n",
      ),
    ).toEqual([expect.stringContaining('server/exchange must not import server/services')]);
    expect(
      await allErrors(
        'src/server/exchange/resolve-token.ts',
        "export { readMint } from '../chain/mint-info';\n",
      ),
    ).toEqual([]);
  });

  it('ranks the web floor lib < hooks < components < wallet < entities, so the shared layers cannot form a cycle', async () => {
    expect(
      await boundaryErrors('src/web/lib/up.tsx', "export { Button } from '@web/components/ui/button';\n"),
    ).toEqual([expect.stringContaining('web/lib must not import web/components')]);
    expect(
      await boundaryErrors(
        'src/web/lib/up.ts',
        "export { useDebouncedValue } from '../hooks/use-debounced-value';\n",
      ),
    ).toEqual([expect.stringContaining('web/lib must not import web/hooks')]);
    // The toast cycle that was: the store in hooks took its types from the toast component.
    expect(
      await boundaryErrors(
        'src/web/hooks/up.ts',
        "export type { ToastProps } from '@web/components/ui/toast';\n",
      ),
    ).toEqual([expect.stringContaining('web/hooks must not import web/components')]);
    expect(
      await boundaryErrors('src/web/components/common/up.tsx', "export { useWallet } from '@web/wallet';\n"),
    ).toEqual([expect.stringContaining('web/components must not import web/wallet')]);
    expect(
      await boundaryErrors(
        'src/web/wallet/components/up.tsx',
        "export { OperationStatus } from '@web/entities/operations';\n",
      ),
    ).toEqual([expect.stringContaining('web/wallet must not import web/entities')]);
    expect(await boundaryErrors('src/web/app/up.ts', "export * from '../main';\n")).toEqual([
      expect.stringContaining('web/app must not import web/main.tsx'),
    ]);
  });

  it('gives top-level server files a layer: context.ts below the services, app/server/main/operation-kinds on top', async () => {
    expect(
      await boundaryErrors(
        'src/server/chain/pipeline/up.ts',
        "export { OPERATION_KINDS } from '../../operation-kinds';\n",
      ),
    ).toEqual([expect.stringContaining('server/chain must not import server/operation-kinds.ts')]);
    expect(
      await boundaryErrors('src/server/services/burn/up.ts', "export { buildApp } from '@server/app';\n"),
    ).toEqual([expect.stringContaining('server/services must not import server/app.ts')]);
    expect(
      await boundaryErrors(
        'src/server/context.ts',
        "export type { BurnSummary } from './services/burn/plan';\n",
      ),
    ).toEqual([expect.stringContaining('server/context.ts must not import server/services')]);
    expect(
      await boundaryErrors('src/server/lib/up.ts', "export type { AppContext } from '../context';\n"),
    ).toEqual([expect.stringContaining('server/lib must not import server/context.ts')]);
    // The one exception: the pipeline hands each operation kind's hooks the context.
    expect(
      await allErrors(
        'src/server/chain/pipeline/ok.ts',
        "export type { AppContext } from '../../context';\n",
      ),
    ).toEqual([]);
  });

  it('keeps context.ts to types, since chain/ imports it against the ranks', async () => {
    expect(
      await allErrors(
        'src/server/context.ts',
        "import { createLogger } from './lib/logger';\nexport const logger = createLogger;\n",
      ),
    ).toEqual([
      expect.stringContaining('no-restricted-syntax: context.ts holds types only'),
      expect.stringContaining('no-restricted-syntax: context.ts holds types only'),
    ]);
    expect(
      await allErrors(
        'src/server/context.ts',
        "import type { Logger } from './lib/logger';\nexport interface Ctx {\n  logger: Logger;\n}\n",
      ),
    ).toEqual([]);
  });

  it('ranks plugins, jobs and exchange above chain', async () => {
    expect(
      await boundaryErrors(
        'src/server/services/auth/up.ts',
        "export { walletOf } from '../../plugins/guards';\n",
      ),
    ).toEqual([expect.stringContaining('server/services must not import server/plugins')]);
    expect(
      await boundaryErrors('src/server/plugins/up.ts', "export { burnRoutes } from '../routes/burn';\n"),
    ).toEqual([expect.stringContaining('server/plugins must not import server/routes')]);
    expect(
      await boundaryErrors('src/server/jobs/up.ts', "export { createRpc } from '../chain/client';\n"),
    ).toEqual([expect.stringContaining('server/jobs must not import server/chain')]);
    expect(
      await boundaryErrors('src/server/db/up.ts', "export { startJobQueue } from '../jobs/queue';\n"),
    ).toEqual([expect.stringContaining('server/db must not import server/jobs')]);
    expect(
      await boundaryErrors(
        'src/server/chain/pipeline/up.ts',
        "export { LP_DECIMALS } from '../../exchange/market';\n",
      ),
    ).toEqual([expect.stringContaining('server/chain must not import server/exchange')]);
  });

  it('fails a folder that has no rank yet, on either side of an import', async () => {
    expect(
      await boundaryErrors('src/server/extras/x.ts', "export { AppError } from '../lib/errors';\n"),
    ).toEqual([expect.stringContaining('src/server/extras has no layer')]);
    expect(await boundaryErrors('src/web/lib/x.ts', "export * from '../shared-ui/panel';\n")).toEqual([
      expect.stringContaining('src/web/shared-ui has no layer'),
    ]);
  });

  it('passes the new floor pointing down', async () => {
    expect(
      await allErrors(
        'src/web/entities/operations/ok.ts',
        [
          "import { useWallet } from '@web/wallet';",
          "import { Button } from '@web/components/ui/button';",
          "import { useDebouncedValue } from '@web/hooks/use-debounced-value';",
          "import { toast } from '@web/lib/toast';",
          'export const used = [useWallet, Button, useDebouncedValue, toast];',
          '',
        ].join('\n'),
      ),
    ).toEqual([]);
    expect(
      await allErrors(
        'src/server/server.ts',
        [
          "export { buildApp } from './app';",
          "export { registerGuards } from './plugins/guards';",
          "export { startJobQueue } from './jobs/queue';",
          '',
        ].join('\n'),
      ),
    ).toEqual([]);
    expect(
      await allErrors(
        'src/server/plugins/ok.ts',
        "export { readSession } from '../services/auth/session';\n",
      ),
    ).toEqual([]);
    expect(
      await allErrors('src/server/exchange/ok.ts', "export { readMint } from '../chain/mint-info';\n"),
    ).toEqual([]);
  });
});
