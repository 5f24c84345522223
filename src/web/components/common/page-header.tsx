import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

interface PageHeaderProps {
  title: string;
  /** One sentence under the title. */
  children: ReactNode;
  /** Shown in a gradient tile before the title. */
  icon?: LucideIcon;
}

/** A tool page's title and what the page does. */
export function PageHeader({ title, children, icon: Icon }: PageHeaderProps) {
  const text = (
    <div className="min-w-0 space-y-1">
      <h2 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h2>
      <p className="text-sm text-muted-foreground">{children}</p>
    </div>
  );
  if (!Icon) return text;
  return (
    <div className="flex items-center gap-3">
      <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-gradient-to-br from-solana-purple to-solana-green shadow-xl shadow-black/20">
        <Icon className="size-5 text-white" aria-hidden />
      </span>
      {text}
    </div>
  );
}
