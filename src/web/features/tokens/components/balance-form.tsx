import { zodResolver } from '@hookform/resolvers/zod';
import { Loader2, Search, Wallet } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { balanceRequestSchema, type BalanceRequest, type BalanceRequestInput } from '@shared/schemas/balance';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { useWallet } from '@web/wallet';
import { FieldMessage } from './field-message';

interface BalanceFormProps {
  pending: boolean;
  onCheck: (request: BalanceRequest) => void;
}

/** Wallet address (required, 32–44 base58 characters) and an optional token mint. */
export function BalanceForm({ pending, onCheck }: BalanceFormProps) {
  const { publicKey } = useWallet();
  const form = useForm<BalanceRequestInput, unknown, BalanceRequest>({
    resolver: zodResolver(balanceRequestSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { walletAddress: '', tokenAddress: '' },
  });
  const { errors, isSubmitted } = form.formState;

  return (
    <form
      noValidate
      className="space-y-4"
      aria-label="Check balance"
      onSubmit={(e) => void form.handleSubmit(onCheck)(e)}
    >
      <div className="space-y-2">
        <div className="flex items-center justify-between gap-2">
          <Label htmlFor="balance-wallet-address">Wallet Address</Label>
          {publicKey && (
            <Button
              variant="link"
              size="sm"
              className="h-auto px-0"
              onClick={() => form.setValue('walletAddress', publicKey, { shouldValidate: isSubmitted })}
            >
              <Wallet aria-hidden />
              Use my wallet
            </Button>
          )}
        </div>
        <Input
          id="balance-wallet-address"
          placeholder="Solana wallet address"
          autoComplete="off"
          spellCheck={false}
          className="font-mono"
          aria-invalid={Boolean(errors.walletAddress)}
          aria-describedby="balance-wallet-address-message"
          {...form.register('walletAddress')}
        />
        <FieldMessage id="balance-wallet-address-message" error={errors.walletAddress?.message} />
      </div>
      <div className="space-y-2">
        <Label htmlFor="balance-token-address">Token Address (optional)</Label>
        <Input
          id="balance-token-address"
          placeholder="Token mint address — leave empty for SOL"
          autoComplete="off"
          spellCheck={false}
          className="font-mono"
          aria-invalid={Boolean(errors.tokenAddress)}
          aria-describedby="balance-token-address-message"
          {...form.register('tokenAddress')}
        />
        <FieldMessage
          id="balance-token-address-message"
          error={errors.tokenAddress?.message}
          hint="Works for SPL Token and Token-2022 mints."
        />
      </div>
      <Button type="submit" variant="gradient" size="lg" className="w-full" disabled={pending}>
        {pending ? <Loader2 className="animate-spin" aria-hidden /> : <Search aria-hidden />}
        {pending ? 'Checking…' : 'Check Balance'}
      </Button>
    </form>
  );
}
