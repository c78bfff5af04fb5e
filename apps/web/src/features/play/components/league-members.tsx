import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, Button, Chip, List, ListItem, ListItemText, Paper, Typography } from '@mui/material';
import type { League, LeagueMember } from '@app/contract/leagues';
import { ConfirmDialog } from '../../../components/feedback/confirm-dialog.tsx';
import { useChangeLeague } from '../api/change-league.ts';

type Asked = { member: LeagueMember; action: 'remove' | 'handOver' } | null;

/** The league's players; its owner removes one or hands the league over, after a confirmation. */
export function LeagueMembers({ league }: { league: League }) {
  const { t } = useTranslation('play');
  const change = useChangeLeague(league);
  const [asked, setAsked] = useState<Asked>(null);
  const confirm = () => {
    if (!asked) return;
    const done = { onSuccess: () => setAsked(null) };
    if (asked.action === 'remove') change.mutate({ kind: 'remove', memberRef: asked.member.ref }, done);
    else change.mutate({ kind: 'handOver', body: { memberRef: asked.member.ref } }, done);
  };
  const nickname = asked?.member.nickname ?? '';
  return (
    <Paper component="section" aria-labelledby="league-members" sx={{ p: 1.5 }}>
      <Typography id="league-members" variant="h6" component="h2">
        {t('leagues.members')} ({league.members.length})
      </Typography>
      <List dense disablePadding aria-labelledby="league-members">
        {league.members.map((m) => (
          <ListItem key={m.ref} disableGutters sx={{ flexWrap: 'wrap', gap: 1 }}>
            <ListItemText
              primary={
                <>
                  <bdi>{m.nickname}</bdi>
                  {m.isMe ? ` (${t('leagues.you')})` : ''}
                </>
              }
              sx={{ flex: '1 1 8rem' }}
            />
            {m.isOwner ? <Chip size="small" label={t('leagues.owner')} /> : null}
            {league.isOwner && !m.isOwner ? (
              <Box sx={{ display: 'flex', gap: 0.5 }}>
                <Button size="small" onClick={() => setAsked({ member: m, action: 'handOver' })}>
                  {t('leagues.handOver')}
                </Button>
                <Button size="small" color="error" onClick={() => setAsked({ member: m, action: 'remove' })}>
                  {t('leagues.remove')}
                </Button>
              </Box>
            ) : null}
          </ListItem>
        ))}
      </List>
      <ConfirmDialog
        open={asked !== null}
        title={
          asked?.action === 'handOver'
            ? t('leagues.handOverTitle', { nickname })
            : t('leagues.removeTitle', { nickname })
        }
        text={
          asked?.action === 'handOver' ? t('leagues.handOverText', { nickname }) : t('leagues.removeText', { nickname })
        }
        confirmLabel={asked?.action === 'handOver' ? t('leagues.handOver') : t('leagues.remove')}
        tone={asked?.action === 'handOver' ? 'primary' : 'error'}
        busy={change.isPending}
        onConfirm={confirm}
        onCancel={() => setAsked(null)}
      >
        {change.refusal ? <Typography color="error">{change.refusal}</Typography> : null}
      </ConfirmDialog>
    </Paper>
  );
}
