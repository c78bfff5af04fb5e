import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Box, Button, Chip, List, ListItem, ListItemText, MenuItem, Paper, TextField, Typography } from '@mui/material';
import type { Proposal } from '@app/contract/game';
import type { Winner, WinnersList } from '@app/contract/winners';
import { useProposals } from '../api/get-proposals.ts';
import { useAwardProposal } from '../api/award-proposal.ts';

type Props = { list: WinnersList; onAwarded: (winner: Winner) => void };

/**
 * Winners from the leaderboards (decision 051): each complete period's top N, N from the prize
 * counts; players tied at the last prize are marked for staff to decide. Awarding links the player
 * and the position the board computed.
 */
export function ProposalsPanel({ list, onAwarded }: Props) {
  const { t } = useTranslation('winners');
  const proposals = useProposals(list.championship.id);
  const award = useAwardProposal();
  const [prizeId, setPrizeId] = useState(list.prizes[0]?.id ?? '');
  const complete = (proposals.data?.proposals ?? []).filter((p) => p.complete && p.candidates.length > 0);
  const label = (p: Proposal) => (p.period === 'allTime' ? t('proposals.allTime') : t(p.period === 'daily' ? 'proposals.day' : 'proposals.week', { key: p.periodKey }));

  return (
    <Paper component="section" aria-labelledby="winner-proposals" variant="outlined" sx={{ p: 2, mb: 2 }}>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
        <Typography id="winner-proposals" variant="h6" component="h2" sx={{ flexGrow: 1 }}>{t('proposals.title')}</Typography>
        <TextField select size="small" label={t('proposals.prize')} value={prizeId} onChange={(e) => setPrizeId(e.target.value)} sx={{ minWidth: 200 }}>
          {list.prizes.map((p) => <MenuItem key={p.id} value={p.id}>{p.name}</MenuItem>)}
        </TextField>
      </Box>
      {complete.length === 0 ? <Typography color="text.secondary">{t('proposals.none')}</Typography> : null}
      {award.isError ? <Alert severity="error" sx={{ mb: 1 }}>{award.error.message}</Alert> : null}
      {complete.map((proposal) => (
        <Box key={`${proposal.period}-${proposal.periodKey}`} component="section" aria-label={label(proposal)} sx={{ mb: 1 }}>
          <Typography variant="subtitle2" component="h3">{label(proposal)} · {t('proposals.prizes', { count: proposal.prizes })}</Typography>
          <List dense>
            {proposal.candidates.map((c) => (
              <ListItem key={c.userId} aria-label={c.nickname} secondaryAction={(
                <Button size="small" variant="outlined" disabled={c.awarded || !prizeId || award.isPending}
                  onClick={() => award.mutate(
                    { challengeId: list.championship.id, prizeId, period: proposal.period, periodKey: proposal.periodKey, userId: c.userId },
                    { onSuccess: onAwarded },
                  )}>
                  {c.awarded ? t('proposals.awarded') : t('proposals.award')}
                </Button>
              )}>
                <ListItemText
                  primary={<>{t('proposals.position', { position: c.position })} · <bdi>{c.nickname}</bdi> {c.tiedAtCutOff ? <Chip size="small" color="warning" label={t('proposals.tied')} sx={{ ms: 1 }} /> : null}</>}
                  secondary={t('proposals.score', { points: t('proposals.points', { count: c.points }), exact: t('proposals.exact', { count: c.exact }) })}
                />
              </ListItem>
            ))}
          </List>
        </Box>
      ))}
    </Paper>
  );
}
