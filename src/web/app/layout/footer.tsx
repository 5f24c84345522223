import { PRODUCT_NAME } from '../navigation';
import { BrandLogo } from './brand-logo';
import { TelegramMark, XMark } from './social-icons';

const SOCIAL_LINKS = [
  { href: 'https://x.com/solx', label: 'SOLX on X', icon: XMark },
  { href: 'https://t.me/solx', label: 'SOLX on Telegram', icon: TelegramMark },
] as const;

export function Footer() {
  return (
    <footer className="border-t border-border bg-background/60">
      <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-6 sm:flex-row sm:items-center sm:justify-between sm:px-6">
        <div className="flex items-center gap-3">
          <BrandLogo className="size-8" />
          <div className="leading-tight">
            <p className="font-semibold">{PRODUCT_NAME}</p>
            <p className="text-sm text-muted-foreground">Comprehensive Solana Token Launch Suite</p>
          </div>
        </div>
        <ul className="flex items-center gap-2">
          {SOCIAL_LINKS.map(({ href, label, icon: Icon }) => (
            <li key={href}>
              <a
                href={href}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={label}
                className="flex size-9 items-center justify-center rounded-lg border border-border text-muted-foreground transition-colors hover:border-primary/50 hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
              >
                <Icon className="size-4" />
              </a>
            </li>
          ))}
        </ul>
      </div>
    </footer>
  );
}
