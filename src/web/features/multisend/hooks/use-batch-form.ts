import { useCallback, useMemo, useState } from 'react';
import type { VerifiedToken } from '@shared/schemas/token-verify';
import {
  BATCH_FORM_DEFAULTS,
  buildRequestBody,
  fieldIssues,
  precheck,
  type BatchFormValues,
} from '../lib/batch-form';
import type { BatchKindConfig } from '../lib/kinds';
import { analyzeRecipients } from '../lib/recipients';

/** Form state of one batch screen and everything derived from it (parsed list, messages, request). */
export function useBatchForm(config: BatchKindConfig) {
  const [values, setValues] = useState<BatchFormValues>(BATCH_FORM_DEFAULTS);
  const [verified, setVerified] = useState<VerifiedToken | null>(null);
  const [showIssues, setShowIssues] = useState(false);
  const [listTouched, setListTouched] = useState(false);

  const analysis = useMemo(() => analyzeRecipients(values.recipientsText), [values.recipientsText]);
  const tokenVerified =
    !config.needsToken || (verified !== null && verified.address === values.tokenAddress.trim());
  const currentToken = tokenVerified && config.needsToken ? verified : null;
  const issues = useMemo(
    () => fieldIssues(config, values, analysis, currentToken),
    [config, values, analysis, currentToken],
  );
  const refusal = useMemo(
    () => precheck(config, values, analysis, tokenVerified),
    [config, values, analysis, tokenVerified],
  );
  const valid = refusal === null && Object.keys(issues).length === 0;
  /** The request the preview and the send use; null while the input is not valid. */
  const body = useMemo(
    () => (valid ? buildRequestBody(config, values, analysis) : null),
    [valid, config, values, analysis],
  );

  const update = useCallback(<K extends keyof BatchFormValues>(key: K, value: BatchFormValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
  }, []);
  const setCustomValue = useCallback((address: string, value: string) => {
    setValues((v) => ({ ...v, customOverrides: { ...v.customOverrides, [address]: value } }));
  }, []);
  /**
   * Replaces the list (typing or an upload). An upload with amounts switches the send type to custom
   * (spec §5); so does typing the first amount into an equal split, since equal would ignore it.
   */
  const setRecipientsText = useCallback((text: string, fromUpload = false) => {
    setListTouched(true);
    setValues((v) => {
      const next = { ...v, recipientsText: text };
      const hasAmounts = (t: string) => analyzeRecipients(t).hasAmounts;
      if (fromUpload) {
        next.customOverrides = {};
        if (hasAmounts(text)) next.sendType = 'custom';
      } else if (v.sendType === 'equal' && hasAmounts(text) && !hasAmounts(v.recipientsText)) {
        next.sendType = 'custom';
      }
      return next;
    });
  }, []);
  const setTokenAddress = useCallback((tokenAddress: string) => {
    setValues((v) => ({ ...v, tokenAddress }));
  }, []);
  const reset = useCallback(() => {
    setValues((v) => ({ ...BATCH_FORM_DEFAULTS, tokenAddress: v.tokenAddress }));
    setShowIssues(false);
    setListTouched(false);
  }, []);

  return {
    values,
    update,
    setCustomValue,
    setRecipientsText,
    setTokenAddress,
    analysis,
    verified,
    setVerified,
    tokenVerified,
    /** Shown after a send attempt, or live once the field has been filled in. */
    issues: showIssues
      ? issues
      : {
          recipients: listTouched ? issues.recipients : undefined,
          totalAmount:
            values.totalAmount.trim() !== '' || values.sendType === 'custom' ? issues.totalAmount : undefined,
        },
    allIssues: issues,
    setShowIssues,
    refusal,
    body,
    reset,
  };
}

export type BatchFormState = ReturnType<typeof useBatchForm>;
