import { NoticeCard } from '@web/components/common/notice-card';

const POINTS = [
  'Burns are irreversible: burned tokens cannot be recovered by anyone.',
  'Verify the token address and the amount before you confirm.',
  'Burn Instruction lowers the total supply; Null Address leaves it and locks the tokens away.',
  'Permanent burns everything you hold and closes the token account.',
];

export function SafetyNotice() {
  return (
    <NoticeCard title="Safety Notice" variant="destructive" points={POINTS} testId="burn-safety-notice" />
  );
}
