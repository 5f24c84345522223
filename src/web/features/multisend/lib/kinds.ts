import { Send, Share2, Split, type LucideIcon } from 'lucide-react';
import type { z } from 'zod';
import type { Endpoint } from '@shared/api/endpoint';
import * as api from '@shared/api/multisend';
import {
  MAX_RECIPIENTS,
  multisendMessages as m,
  type batchPlanSchema,
  type batchPreviewResponseSchema,
  type BatchKind,
  type DistributeSolRequestInput,
  type DistributeTokensRequestInput,
  type MultisendRequestInput,
  type Priority,
  type SendType,
} from '@shared/schemas/multisend';

export type { BatchKind, Priority, SendType };

export type BatchRequestBody =
  MultisendRequestInput | DistributeSolRequestInput | DistributeTokensRequestInput;

/** A kind's plan or preview contract as the form calls it: the body is that kind's shape of the union. */
export interface BatchEndpoint<R extends z.ZodType> extends Endpoint {
  readonly body: z.ZodType<unknown, BatchRequestBody>;
  readonly response: R;
}

/** Everything that differs between the three batch screens (spec part 2 §2, §5, §8, §9). */
export interface BatchKindConfig {
  kind: BatchKind;
  title: string;
  description: string;
  /** Under the form's title. */
  formHint: string;
  /** Badge for a recipient whose account does not exist yet. */
  newAccountLabel: string;
  icon: LucideIcon;
  /** Plans the batch. */
  plan: BatchEndpoint<typeof batchPlanSchema>;
  /** Its dry run (stores nothing). */
  preview: BatchEndpoint<typeof batchPreviewResponseSchema>;
  /** Name of the recipients field in the request body. */
  recipientsField: 'recipients' | 'addresses';
  /** Name of the send-type field in the request body. */
  typeField: 'sendType' | 'type';
  needsToken: boolean;
  /** Multisend has no gas selector (multiplier 1). */
  hasGasSelector: boolean;
  /** Only multisend caps the list client-side (spec §5). */
  maxRecipients: number | null;
  noRecipientsToast: string;
  requiredMessage: string;
  failedTitle: string;
  failedDefault: string;
  submitLabel: string;
  listLabel: string;
  templateFile: string;
  /** Amount used by the CSV template rows. */
  templateAmount: string;
}

export const BATCH_KINDS: Record<BatchKind, BatchKindConfig> = {
  multisend: {
    kind: 'multisend',
    title: 'Multisender',
    description: 'Send an SPL or Token-2022 token to many recipients with one signature.',
    formHint: 'Pick the token, paste or upload the recipients, choose how to split the total.',
    newAccountLabel: 'needs account',
    icon: Send,
    plan: api.planMultisend,
    preview: api.previewMultisend,
    recipientsField: 'recipients',
    typeField: 'sendType',
    needsToken: true,
    hasGasSelector: false,
    maxRecipients: MAX_RECIPIENTS,
    noRecipientsToast: m.noValidRecipients,
    requiredMessage: m.recipientRequired,
    failedTitle: m.multisendFailedTitle,
    failedDefault: m.multisendFailed,
    submitLabel: 'Send Tokens',
    listLabel: 'Recipients',
    templateFile: 'multisender-template.csv',
    templateAmount: '100',
  },
  sol: {
    kind: 'sol',
    title: 'SOL Distribution',
    description: 'Distribute SOL to many wallets in as few transactions as possible.',
    formHint: 'Paste or upload the addresses and choose how to split the SOL.',
    newAccountLabel: 'new wallet',
    icon: Share2,
    plan: api.planSolDistribution,
    preview: api.previewSolDistribution,
    recipientsField: 'addresses',
    typeField: 'type',
    needsToken: false,
    hasGasSelector: true,
    maxRecipients: null,
    noRecipientsToast: m.noValidAddresses,
    requiredMessage: m.addressRequired,
    failedTitle: m.distributionFailedTitle,
    failedDefault: m.solFailed,
    submitLabel: 'Distribute SOL',
    listLabel: 'Addresses',
    templateFile: 'sol-distribution-template.csv',
    templateAmount: '0.1',
  },
  token: {
    kind: 'token',
    title: 'Token Distribution',
    description: 'Airdrop a token to many addresses; missing token accounts are created for them.',
    formHint: 'Pick the token, paste or upload the addresses, choose how to split the airdrop.',
    newAccountLabel: 'needs account',
    icon: Split,
    plan: api.planTokenDistribution,
    preview: api.previewTokenDistribution,
    recipientsField: 'addresses',
    typeField: 'type',
    needsToken: true,
    hasGasSelector: true,
    maxRecipients: null,
    noRecipientsToast: m.noValidAddresses,
    requiredMessage: m.addressRequired,
    failedTitle: m.distributionFailedTitle,
    failedDefault: m.tokenFailed,
    submitLabel: 'Distribute Tokens',
    listLabel: 'Addresses',
    templateFile: 'token-distribution-template.csv',
    templateAmount: '250',
  },
};

export const PRIORITY_OPTIONS: readonly { value: Priority; label: string }[] = [
  { value: 'low', label: 'Low' },
  { value: 'medium', label: 'Medium' },
  { value: 'high', label: 'High' },
];

export const SEND_TYPE_OPTIONS: readonly { value: SendType; label: string }[] = [
  { value: 'equal', label: 'Equal' },
  { value: 'custom', label: 'Custom' },
  { value: 'percentage', label: 'Percentage' },
];

/** Live progress is read from the batch's detail (`getBatch`) at this interval. */
export const BATCH_POLL_MS = 1000;
/** The server preview is asked for once the input stopped changing for this long. */
export const PREVIEW_DEBOUNCE_MS = 400;
