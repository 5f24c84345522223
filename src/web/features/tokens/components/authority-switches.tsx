import { Switch } from '@web/components/ui/switch';
import { Label } from '@web/components/ui/label';

interface AuthoritySwitchProps {
  id: string;
  label: string;
  hint: string;
  checked: boolean;
  disabled?: boolean;
  onCheckedChange: (checked: boolean) => void;
}

function AuthoritySwitch({ id, label, hint, checked, disabled, onCheckedChange }: AuthoritySwitchProps) {
  return (
    <div className="flex items-start justify-between gap-4 rounded-xl border border-border bg-background/40 p-3">
      <div className="min-w-0 space-y-1">
        <Label htmlFor={id}>{label}</Label>
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      </div>
      <Switch
        id={id}
        checked={checked}
        disabled={disabled}
        aria-describedby={`${id}-hint`}
        onCheckedChange={onCheckedChange}
      />
    </div>
  );
}

interface AuthoritySwitchesProps {
  revokeMint: boolean;
  revokeFreeze: boolean;
  disabled?: boolean;
  onRevokeMintChange: (checked: boolean) => void;
  onRevokeFreezeChange: (checked: boolean) => void;
}

/** Revoking is permanent and done in the same transaction as the launch. */
export function AuthoritySwitches(props: AuthoritySwitchesProps) {
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <AuthoritySwitch
        id="token-revoke-mint"
        label="Revoke mint authority"
        hint="Fixes the supply forever, so holders know no more tokens can ever be minted."
        checked={props.revokeMint}
        disabled={props.disabled}
        onCheckedChange={props.onRevokeMintChange}
      />
      <AuthoritySwitch
        id="token-revoke-freeze"
        label="Revoke freeze authority"
        hint="Guarantees holders that no one can ever freeze their token accounts."
        checked={props.revokeFreeze}
        disabled={props.disabled}
        onCheckedChange={props.onRevokeFreezeChange}
      />
    </div>
  );
}
