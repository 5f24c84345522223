import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  keyVaultMessages,
  VAULT_SERVICES,
  vaultServiceFor,
  type VaultServiceId,
} from '@shared/schemas/key-vault';
import { keyVaultKeys } from '../api/query-keys';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import {
  Select,
  SelectContent,
  SelectGroup,
  SelectItem,
  SelectLabel,
  SelectTrigger,
  SelectValue,
} from '@web/components/ui/select';
import { toast } from '@web/lib/toast';
import { errorMessage } from '@web/entities/operations/operation-error';
import { addApiKey } from '../api/add-api-key';

const GROUPS = [
  { label: 'Popular', category: 'popular' },
  { label: 'Other', category: 'other' },
] as const;

/** Service picker (Popular / Other, with the selected service's integration note), name and masked key. */
export function AddKeyForm() {
  const queryClient = useQueryClient();
  const [service, setService] = useState<VaultServiceId | ''>('');
  const [keyName, setKeyName] = useState('');
  const [apiKey, setApiKey] = useState('');
  const add = useMutation({
    mutationFn: addApiKey,
    onSuccess: () => {
      toast({ title: keyVaultMessages.added, description: keyVaultMessages.addedText, variant: 'success' });
      setKeyName('');
      setApiKey('');
      void queryClient.invalidateQueries({ queryKey: keyVaultKeys.list() });
    },
    onError: (error) =>
      toast({
        title: 'Failed to Add API Key',
        description: errorMessage(error, keyVaultMessages.addFailed),
        variant: 'destructive',
      }),
  });

  const submit = () => {
    const invalid = !service
      ? keyVaultMessages.serviceRequired
      : !keyName.trim()
        ? keyVaultMessages.keyNameRequired
        : !apiKey.trim()
          ? keyVaultMessages.apiKeyRequired
          : null;
    if (invalid || !service) {
      toast({ title: 'Validation Error', description: invalid ?? '', variant: 'destructive' });
      return;
    }
    add.mutate({ service, keyName: keyName.trim(), apiKey: apiKey.trim() });
  };

  return (
    <form className="space-y-4" onSubmit={(e) => (e.preventDefault(), submit())} noValidate>
      <div className="space-y-2">
        <Label htmlFor="vault-service">Service</Label>
        <Select value={service} onValueChange={(v) => setService(v as VaultServiceId)}>
          <SelectTrigger id="vault-service" aria-label="Service">
            <SelectValue placeholder="Select a service" />
          </SelectTrigger>
          <SelectContent>
            {GROUPS.map((g) => (
              <SelectGroup key={g.category}>
                <SelectLabel>{g.label}</SelectLabel>
                {VAULT_SERVICES.filter((s) => s.category === g.category).map((s) => (
                  <SelectItem key={s.id} value={s.id}>
                    {s.name}
                  </SelectItem>
                ))}
              </SelectGroup>
            ))}
          </SelectContent>
        </Select>
        {service ? <p className="text-xs text-muted-foreground">{vaultServiceFor(service)?.note}</p> : null}
      </div>
      <div className="space-y-2">
        <Label htmlFor="vault-key-name">Key name</Label>
        <Input
          id="vault-key-name"
          value={keyName}
          maxLength={100}
          onChange={(e) => setKeyName(e.target.value)}
        />
      </div>
      <div className="space-y-2">
        <Label htmlFor="vault-api-key">API key</Label>
        <Input
          id="vault-api-key"
          type="password"
          autoComplete="off"
          value={apiKey}
          onChange={(e) => setApiKey(e.target.value)}
        />
      </div>
      <Button type="submit" variant="gradient" className="w-full" disabled={add.isPending}>
        {add.isPending ? 'Encrypting…' : 'Add API Key'}
      </Button>
    </form>
  );
}
