import type { ReactNode } from 'react';
import { Alert } from '@mui/material';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { useNotify } from './notifier.tsx';

/** The console's mutation (lib/refusal/use-console-query.ts) as this dialog uses it. */
type Removal<V, D> = {
  mutate: (variables: V, options: { onSuccess: (answer: D) => void }) => void;
  readonly isPending: boolean;
  /** Read in the render, so the refusal shows in the dialog rather than by the notifier. */
  readonly refusal: string | null;
};

type Props<V, D> = {
  /** What the removal is called with (the item's id); null while the dialog is closed. */
  removes: V | null;
  removal: Removal<V, D>;
  title: string;
  text: ReactNode;
  confirmLabel: string;
  /** What the notifier says once the item is removed. */
  doneMessage: (answer: D) => string;
  onClose: () => void;
};

/**
 * The confirmation of removing one item: the server's refusal shows in the dialog, and a removal
 * done is said by the notifier and closes it.
 */
export function ConfirmRemovalDialog<V, D>({
  removes,
  removal,
  title,
  text,
  confirmLabel,
  doneMessage,
  onClose,
}: Props<V, D>) {
  const notify = useNotify();
  const confirm = () => {
    if (removes === null) return;
    removal.mutate(removes, {
      onSuccess: (answer) => {
        notify.success(doneMessage(answer));
        onClose();
      },
    });
  };
  return (
    <ConfirmDialog
      open={removes !== null}
      title={title}
      text={text}
      confirmLabel={confirmLabel}
      busy={removal.isPending}
      onConfirm={confirm}
      onCancel={onClose}
    >
      {removal.refusal ? <Alert severity="error">{removal.refusal}</Alert> : null}
    </ConfirmDialog>
  );
}
