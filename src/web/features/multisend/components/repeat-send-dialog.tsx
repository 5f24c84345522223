import { Button } from '@web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';

interface RepeatSendDialogProps {
  /** The question, or null when closed. */
  text: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asked before a batch repeats one this wallet sent within the hour (same recipients and amounts). */
export function RepeatSendDialog({ text, onConfirm, onCancel }: RepeatSendDialogProps) {
  return (
    <Dialog open={text !== null} onOpenChange={(open) => (open ? undefined : onCancel())}>
      <DialogContent data-testid="repeat-send-dialog">
        <DialogHeader>
          <DialogTitle>Send the same batch again?</DialogTitle>
          <DialogDescription>{text}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={onCancel}>
            Don&apos;t send
          </Button>
          <Button variant="destructive" onClick={onConfirm}>
            Send again
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
