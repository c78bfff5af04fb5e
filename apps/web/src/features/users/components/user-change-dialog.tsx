import { useTranslation } from 'react-i18next';
import { Alert } from '@mui/material';
import type { UpdateUserBody, User } from '@app/contract/users';
import { useNotify } from '../../../components/feedback/notifier.tsx';
import { ConfirmDialog } from '../../../components/feedback/confirm-dialog.tsx';
import { useUpdateUser } from '../api/update-user.ts';

export type UserChange = 'makeAdmin' | 'makeStaff' | 'deactivate' | 'reactivate';

const BODY: Record<UserChange, UpdateUserBody> = {
  makeAdmin: { role: 'admin' },
  makeStaff: { role: 'staff' },
  deactivate: { active: false },
  reactivate: { active: true },
};

/** The changes a row offers: a role switch for staff and admins, and deactivate or reactivate. */
export function changesFor(user: User): UserChange[] {
  const role: UserChange[] = user.role === 'staff' ? ['makeAdmin'] : user.role === 'admin' ? ['makeStaff'] : [];
  return [...role, user.active ? 'deactivate' : 'reactivate'];
}

/** Asks before a change of role or state; the server's refusal (yourself, the last admin) shows here. */
export function UserChangeDialog({
  target,
  onClose,
}: {
  target: { user: User; change: UserChange } | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('users');
  const notify = useNotify();
  const update = useUpdateUser();
  const close = () => {
    update.reset();
    onClose();
  };
  const confirm = () => {
    if (!target) return;
    update.mutate(
      { id: target.user.id, body: BODY[target.change] },
      {
        onSuccess: () => {
          notify.success(t(`change.${target.change}.done`));
          close();
        },
      },
    );
  };
  const change = target?.change ?? 'deactivate';
  const name = target?.user.nickname ?? '';
  return (
    <ConfirmDialog
      open={target !== null}
      title={t(`change.${change}.title`, { name })}
      text={t(`change.${change}.text`, { name, email: target?.user.email ?? '' })}
      confirmLabel={t(`change.${change}.confirm`)}
      tone={change === 'deactivate' ? 'error' : 'primary'}
      busy={update.isPending}
      onConfirm={confirm}
      onCancel={close}
    >
      {update.refusal ? <Alert severity="error">{update.refusal}</Alert> : null}
    </ConfirmDialog>
  );
}
