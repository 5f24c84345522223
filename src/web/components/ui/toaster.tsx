import { CircleAlert, CircleCheck, Info, Bell } from 'lucide-react';
import {
  TOAST_DURATION,
  TOAST_HOTKEY,
  TOAST_SWIPE_THRESHOLD,
  useToast,
  type ToastVariant,
} from '@web/lib/toast';
import { cn } from '@web/lib/utils';
import { Toast, ToastClose, ToastDescription, ToastProvider, ToastTitle, ToastViewport } from './toast';

const VARIANT_ICON: Record<ToastVariant, { icon: typeof Info; className: string }> = {
  default: { icon: Bell, className: 'text-primary' },
  success: { icon: CircleCheck, className: 'text-success' },
  info: { icon: Info, className: 'text-info' },
  destructive: { icon: CircleAlert, className: 'text-destructive' },
};

export function Toaster() {
  const { toasts } = useToast();
  return (
    <ToastProvider duration={TOAST_DURATION} swipeDirection="right" swipeThreshold={TOAST_SWIPE_THRESHOLD}>
      {toasts.map(({ id, title, description, action, variant, ...props }) => {
        const { icon: Icon, className } = VARIANT_ICON[variant ?? 'default'];
        return (
          <Toast key={id} variant={variant} {...props}>
            <Icon className={cn('mt-0.5 size-5 shrink-0', className)} aria-hidden />
            <div className="grid min-w-0 flex-1 grid-cols-[minmax(0,1fr)] gap-1">
              {title ? <ToastTitle>{title}</ToastTitle> : null}
              {description ? <ToastDescription>{description}</ToastDescription> : null}
            </div>
            {action}
            <ToastClose />
          </Toast>
        );
      })}
      <ToastViewport hotkey={TOAST_HOTKEY} />
    </ToastProvider>
  );
}
