import { useTranslation } from 'react-i18next';
import { Box, InputAdornment, MenuItem, TextField } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { roleSchema } from '@app/contract/common';
import { USER_STATES, type useUsersFilter } from '../hooks/use-users-filter.ts';

const ANY = '';

/** Search by name or email, then the role and the state; every change shows the list's first page. */
export function UsersFilters({ filter }: { filter: ReturnType<typeof useUsersFilter> }) {
  const { t } = useTranslation('users');
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: { xs: '1fr 1fr', md: 'minmax(240px, 360px) 180px 180px' },
        mb: 2,
      }}
    >
      <TextField
        size="small"
        placeholder={t('search')}
        value={filter.searchInput}
        onChange={(e) => filter.search(e.target.value)}
        sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}
        slotProps={{
          htmlInput: { 'aria-label': t('search'), maxLength: 100 },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon fontSize="small" />
              </InputAdornment>
            ),
          },
        }}
      />
      <TextField
        select
        size="small"
        label={t('filters.role')}
        value={filter.role ?? ANY}
        onChange={(e) => filter.setRole(roleSchema.safeParse(e.target.value).data ?? null)}
      >
        <MenuItem value={ANY}>{t('filters.allRoles')}</MenuItem>
        {roleSchema.options.map((role) => (
          <MenuItem key={role} value={role}>
            {t(`roles.${role}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label={t('filters.state')}
        value={filter.state ?? ANY}
        onChange={(e) => filter.setState(USER_STATES.find((s) => s === e.target.value) ?? null)}
      >
        <MenuItem value={ANY}>{t('filters.allStates')}</MenuItem>
        {USER_STATES.map((state) => (
          <MenuItem key={state} value={state}>
            {t(`states.${state}`)}
          </MenuItem>
        ))}
      </TextField>
    </Box>
  );
}
