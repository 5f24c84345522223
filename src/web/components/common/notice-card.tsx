import { ShieldAlert, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Alert, AlertDescription, AlertTitle } from '@web/components/ui/alert';

interface NoticeCardProps {
  title: string;
  variant?: 'info' | 'warning' | 'destructive';
  icon?: LucideIcon;
  /** Bullet points; for a paragraph pass `children` instead. */
  points?: readonly ReactNode[];
  children?: ReactNode;
  testId?: string;
}

/** A page's standing notice (safety, security, risks): shield icon, title, then points or a paragraph. */
export function NoticeCard({
  title,
  variant = 'warning',
  icon: Icon = ShieldAlert,
  points,
  children,
  testId,
}: NoticeCardProps) {
  return (
    <Alert variant={variant} data-testid={testId}>
      <Icon aria-hidden />
      <AlertTitle>{title}</AlertTitle>
      <AlertDescription>
        {points ? (
          <ul className="list-disc space-y-1 pl-4">
            {points.map((point, i) => (
              <li key={i}>{point}</li>
            ))}
          </ul>
        ) : (
          children
        )}
      </AlertDescription>
    </Alert>
  );
}
