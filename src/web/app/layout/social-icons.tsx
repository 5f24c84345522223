import type { ComponentProps } from 'react';

/** Brand marks are not part of lucide 1.x, so the two we need are drawn here. */
export function XMark(props: ComponentProps<'svg'>) {
  return (
    <svg viewBox="0 0 24 24" fill="currentColor" aria-hidden {...props}>
      <path d="M17.75 3h3.07l-6.7 7.66L22 21h-6.17l-4.83-6.32L5.47 21H2.4l7.17-8.2L2 3h6.33l4.37 5.77L17.75 3Zm-1.08 16.2h1.7L7.4 4.73H5.58l11.09 14.47Z" />
    </svg>
  );
}

export function TelegramMark(props: ComponentProps<'svg'>) {
  return (
    <svg viewBox="0 0 24 24" fill="currentColor" aria-hidden {...props}>
      <path d="M21.94 4.66 18.9 19.01c-.23 1.01-.83 1.26-1.68.79l-4.63-3.41-2.24 2.15c-.25.25-.46.46-.93.46l.33-4.71 8.58-7.75c.37-.33-.08-.52-.58-.19L7.15 13.03l-4.57-1.43c-.99-.31-1.01-.99.21-1.47L20.63 3.3c.83-.31 1.55.19 1.31 1.36Z" />
    </svg>
  );
}
