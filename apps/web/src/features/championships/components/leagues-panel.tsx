import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Box, Button, List, ListItem, ListItemText, Typography } from '@mui/material';
import type { StaffLeagues } from '@app/contract/leagues';
import { ConfirmRemovalDialog } from '../../../components/feedback/confirm-removal-dialog.tsx';
import { formatDate } from '../../../lib/format-date.ts';
import { localMessage } from '../../../lib/message-text.ts';
import { useRemoveLeague, useStaffLeagues } from '../api/staff-leagues.ts';

type League = StaffLeagues['leagues'][number];

/**
 * The players' leagues of a championship, largest first, for staff who remove an abusive one: its
 * name, who runs it, its size, whether it takes new players. The official boards and prizes never
 * depend on a league, so a removal changes no one's points.
 */
export function LeaguesPanel({ championshipId }: { championshipId: string }) {
  const { t } = useTranslation('championships');
  const leagues = useStaffLeagues(championshipId);
  const remove = useRemoveLeague(championshipId);
  const [removing, setRemoving] = useState<League | null>(null);
  const list = leagues.data?.leagues ?? [];
  return (
    <Box component="section" aria-labelledby="leagues-heading">
      <Typography id="leagues-heading" variant="h6" component="h2" sx={{ mb: 1 }}>
        {t('leagues.title')}
      </Typography>
      {leagues.refusal ? <Alert severity="error">{leagues.refusal}</Alert> : null}
      {leagues.isSuccess && list.length === 0 ? (
        <Typography color="text.secondary">{t('leagues.none')}</Typography>
      ) : null}
      <List disablePadding>
        {list.map((league) => (
          <ListItem
            key={league.id}
            aria-label={league.name}
            divider
            disableGutters
            secondaryAction={
              <Button color="error" onClick={() => setRemoving(league)}>
                {t('leagues.remove')}
              </Button>
            }
            sx={{ pr: 12 }}
          >
            <ListItemText
              primary={<bdi>{league.name}</bdi>}
              secondary={t('leagues.facts', {
                owner: league.ownerNickname,
                count: league.memberCount,
                joining: t(league.joinOpen ? 'leagues.open' : 'leagues.closed'),
                created: formatDate(league.createdAt),
              })}
              slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }}
            />
          </ListItem>
        ))}
      </List>
      <ConfirmRemovalDialog
        removes={removing?.id ?? null}
        removal={remove}
        title={t('leagues.confirmTitle')}
        text={t('leagues.confirmText', { name: removing?.name ?? '', count: removing?.memberCount ?? 0 })}
        confirmLabel={t('leagues.remove')}
        doneMessage={(answer) => localMessage(answer.message)}
        onClose={() => setRemoving(null)}
      />
    </Box>
  );
}
