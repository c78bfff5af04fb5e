import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';

type Props = {
  open: boolean;
  title: string;
  /** What the confirmation does, in a sentence: the dialog's description for screen readers. */
  text: ReactNode;
  /** Anything to show below the sentence: what the item holds, the server's refusal. */
  children?: ReactNode;
  confirmLabel: string;
  /** 'error' for what cannot be undone or ends someone's access; 'primary' for what can be. */
  tone?: 'error' | 'primary';
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

/**
 * The one way the console asks before a delete, a removal or a change of someone's access: a
 * title, what will happen, Cancel and the action named by what it does. Every feature's
 * confirmation is this dialog with its own words.
 */
export function ConfirmDialog({
  open,
  title,
  text,
  children,
  confirmLabel,
  tone = 'error',
  busy = false,
  onConfirm,
  onCancel,
}: Props) {
  const { t } = useTranslation('common');
  const id = useId();
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      maxWidth="xs"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
    >
      <DialogTitle id={`${id}-title`}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={`${id}-text`} sx={children ? { mb: 2 } : undefined}>
          {text}
        </DialogContentText>
        {children}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{t('actions.cancel')}</Button>
        <Button color={tone} variant="contained" onClick={onConfirm} loading={busy}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
