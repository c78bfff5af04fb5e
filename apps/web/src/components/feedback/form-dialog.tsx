import type { FormEvent, ReactNode } from 'react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';

type Props = {
  /** Kept mounted and shown by `open` where the form's state outlives a close; open while mounted otherwise. */
  open?: boolean;
  title: ReactNode;
  onClose: () => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => unknown;
  /** The server's refusal of the last submit, shown above the fields. */
  refusal: string | null | undefined;
  submitLabel: string;
  pending: boolean;
  submitDisabled?: boolean;
  children: ReactNode;
};

/** A small form in a dialog: its title, the server's refusal, the fields, Cancel and the submit button. */
export function FormDialog({
  open = true,
  title,
  onClose,
  onSubmit,
  refusal,
  submitLabel,
  pending,
  submitDisabled,
  children,
}: Props) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} maxWidth="xs" fullWidth aria-labelledby={titleId}>
      <form
        noValidate
        onSubmit={(e) => {
          void onSubmit(e);
        }}
      >
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          {refusal ? (
            <Alert severity="error" sx={{ mb: 2 }}>
              {refusal}
            </Alert>
          ) : null}
          {children}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('common:actions.cancel')}</Button>
          <Button type="submit" variant="contained" loading={pending} disabled={submitDisabled ?? false}>
            {submitLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
