import { NATIVE_MINT, type TokenRef } from '@shared/schemas/dex';
import { TokenAmountField } from '@web/entities/trade/token-amount-field';
import { TokenSelect } from '@web/entities/trade/token-select';
import { maxSpendable } from '@web/entities/trade/trade-format';
import { useTokenBalance } from '@web/entities/trade/use-token-balance';
import type { LiquidityForm } from '../hooks/use-liquidity-form';

interface SideProps {
  side: 'A' | 'B';
  form: LiquidityForm;
  tokens: readonly TokenRef[];
  owner: string | null;
  disabled: boolean;
}

/** One deposit side: token, amount, the wallet's balance and Max. */
export function LiquiditySide({ side, form, tokens, owner, disabled }: SideProps) {
  const mint = side === 'A' ? form.values.tokenA : form.values.tokenB;
  const amount = side === 'A' ? form.values.amountA : form.values.amountB;
  const setAmount = side === 'A' ? form.setAmountA : form.setAmountB;
  const token = form.tokenOf(mint);
  const { balance } = useTokenBalance(owner, mint || undefined);
  const readOnly = form.values.poolType === 'remove';
  const tokenError = side === 'A' ? form.errors.tokenA : form.errors.tokenB;
  const amountError = side === 'A' ? form.errors.amountA : form.errors.amountB;

  return (
    <TokenAmountField
      id={`liquidity-amount-${side.toLowerCase()}`}
      label={readOnly ? `You Receive (Token ${side}, estimate)` : `Amount ${side}`}
      value={amount}
      onChange={setAmount}
      readOnly={readOnly}
      token={
        <TokenSelect
          id={`liquidity-token-${side.toLowerCase()}`}
          label={`Token ${side}`}
          tokens={tokens}
          value={mint || undefined}
          onChange={side === 'A' ? form.setTokenA : form.setTokenB}
          invalid={Boolean(tokenError)}
          disabled={disabled}
        />
      }
      symbol={token?.symbol}
      balance={owner && token ? balance : undefined}
      onMax={
        readOnly || !token
          ? undefined
          : () => balance && setAmount(maxSpendable(balance, token.mint === NATIVE_MINT, token.decimals))
      }
      error={tokenError ?? (readOnly ? undefined : amountError)}
      disabled={disabled}
    />
  );
}
