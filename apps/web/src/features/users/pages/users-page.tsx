import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, Button, Menu, MenuItem } from '@mui/material';
import PersonAddAlt1Icon from '@mui/icons-material/PersonAddAlt1';
import type { User } from '@app/contract/users';
import { PageHeader } from '../../../components/layout/page-header.tsx';
import { useUsers } from '../api/get-users.ts';
import { useUsersFilter } from '../hooks/use-users-filter.ts';
import { UsersFilters } from '../components/users-filters.tsx';
import { UsersTable } from '../components/users-table.tsx';
import { InviteUserDialog } from '../components/invite-user-dialog.tsx';
import { changesFor, UserChangeDialog, type UserChange } from '../components/user-change-dialog.tsx';

/** Users administration: every account, invitations, role and deactivation. */
export function UsersPage() {
  const { t } = useTranslation('users');
  const filter = useUsersFilter();
  const users = useUsers(filter.query);
  const [inviting, setInviting] = useState(false);
  const [menu, setMenu] = useState<{ anchor: HTMLElement; user: User } | null>(null);
  const [change, setChange] = useState<{ user: User; change: UserChange } | null>(null);

  return (
    <Box>
      <PageHeader
        title={t('title')}
        actions={
          <Button variant="contained" startIcon={<PersonAddAlt1Icon />} onClick={() => setInviting(true)}>
            {t('invite.button')}
          </Button>
        }
      />
      <UsersFilters filter={filter} />
      <UsersTable
        users={users.data?.items ?? []}
        onActions={(anchor, user) => setMenu({ anchor, user })}
        total={users.data?.total ?? 0}
        page={filter.page}
        pageSize={filter.pageSize}
        onPage={filter.setPage}
        onPageSize={filter.setPageSize}
        loaded={users.isSuccess && !users.isPlaceholderData}
      />
      <Menu anchorEl={menu?.anchor ?? null} open={menu !== null} onClose={() => setMenu(null)}>
        {menu
          ? changesFor(menu.user).map((c) => (
              <MenuItem
                key={c}
                onClick={() => {
                  setChange({ user: menu.user, change: c });
                  setMenu(null);
                }}
              >
                {t(`change.${c}.action`)}
              </MenuItem>
            ))
          : null}
      </Menu>
      <InviteUserDialog open={inviting} onClose={() => setInviting(false)} />
      <UserChangeDialog target={change} onClose={() => setChange(null)} />
    </Box>
  );
}
