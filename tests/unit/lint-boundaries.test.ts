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
});
