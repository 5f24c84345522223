import { NoticeCard } from '@web/components/common/notice-card';

/** Part 2 §Liquidity Manager: the risk notice. */
export function RiskNotice() {
  return (
    <NoticeCard title="Liquidity Provision Risks">
      Providing liquidity exposes you to impermanent loss: when the two tokens&apos; prices move apart, your
      share is worth less than holding them. Fees may not cover it. Only deposit what you can afford to lose,
      and check a token before pooling it.
    </NoticeCard>
  );
}
