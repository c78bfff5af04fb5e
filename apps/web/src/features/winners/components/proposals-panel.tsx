import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Alert,
  Box,
  Button,
  Chip,
  List,
  ListItem,
  ListItemText,
  MenuItem,
  Paper,
  TextField,
  Typography,
} from '@mui/material';
import type { Proposal } from '@app/contract/game';
import type { Winner, WinnersList } from '@app/contract/winners';
import { useNotify } from '../../../components/feedback/notifier.tsx';
import { useProposals } from '../api/get-proposals.ts';
import { useAwardProposal } from '../api/award-proposal.ts';
import { useAwardProposedPeriod } from '../api/award-proposed-period.ts';

type Props = { list: WinnersList; onAwarded: (winner: Winner) => void };
type Period = Pick<Proposal, 'period' | 'periodKey'>;

const samePeriod = (a: Period, b: Period | undefined) => !!b && a.period === b.period && a.periodKey === b.periodKey;
/** More players than the prizes left: a tie at the last prize, which staff decide one by one. */
const tiedBeyondPrizes = (p: Proposal) => p.candidates.filter((c) => !c.awarded).length > p.prizes - p.awardedCount;

/**
 * Winners from the leaderboards: each complete period's top N, N from the prize
 * counts; players tied at the last prize are marked for staff to decide. Awarding links the player
 * and the position the board computed; "Award all" awards a period's proposed players at once.
 * A period whose prizes are all given, or that is not complete, is not proposed and says why.
 */
export function ProposalsPanel({ list, onAwarded }: Props) {
  const { t, i18n } = useTranslation('winners');
  const notify = useNotify();
  const proposals = useProposals(list.championship.id);
  const award = useAwardProposal();
  const awardAll = useAwardProposedPeriod();
  const [prizeId, setPrizeId] = useState(list.prizes[0]?.id ?? '');
  const all = proposals.data?.proposals ?? [];
  const complete = all.filter((p) => p.complete && p.candidates.length > 0);
  const waiting = all.filter((p) => !p.complete);
  const full = proposals.data?.awardedPeriods ?? [];
  const label = (p: Period) =>
    p.period === 'allTime'
      ? t('proposals.allTime')
      : t(p.period === 'daily' ? 'proposals.day' : 'proposals.week', { key: p.periodKey });
  const busy = award.isPending || awardAll.isPending;
  // Each refusal is read in the section of the period it concerns.
  const refusals = [
    { refusal: award.refusal, variables: award.variables },
    { refusal: awardAll.refusal, variables: awardAll.variables },
  ];
  const refusalOf = (p: Period) => refusals.find((r) => r.refusal && samePeriod(p, r.variables))?.refusal ?? null;

  return (
    <Paper component="section" aria-labelledby="winner-proposals" variant="outlined" sx={{ p: 2, mb: 2 }}>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
        <Typography id="winner-proposals" variant="h6" component="h2" sx={{ flexGrow: 1 }}>
          {t('proposals.title')}
        </Typography>
        <TextField
          select
          size="small"
          label={t('proposals.prize')}
          value={prizeId}
          onChange={(e) => setPrizeId(e.target.value)}
          sx={{ minWidth: 200 }}
        >
          {list.prizes.map((p) => (
            <MenuItem key={p.id} value={p.id}>
              {p.name}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      {complete.length === 0 ? <Typography color="text.secondary">{t('proposals.none')}</Typography> : null}
      {complete.map((proposal) => {
        const refusal = refusalOf(proposal);
        const open = proposal.candidates.some((c) => !c.awarded);
        const tied = tiedBeyondPrizes(proposal);
        const body = {
          challengeId: list.championship.id,
          prizeId,
          period: proposal.period,
          periodKey: proposal.periodKey,
        };
        return (
          <Box
            key={`${proposal.period}-${proposal.periodKey}`}
            component="section"
            aria-label={label(proposal)}
            sx={{ mb: 1 }}
          >
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
              <Typography variant="subtitle2" component="h3" sx={{ flexGrow: 1 }}>
                {label(proposal)} · {t('proposals.prizes', { count: proposal.prizes })}
              </Typography>
              <Button
                size="small"
                variant="contained"
                disabled={!open || tied || !prizeId || busy}
                onClick={() =>
                  awardAll.mutate(body, {
                    onSuccess: ({ winners }) => {
                      notify.success(t('proposals.awardedAll', { period: label(proposal) }));
                      const first = winners[0];
                      if (winners.length === 1 && first) onAwarded(first);
                    },
                  })
                }
              >
                {t('proposals.awardAll')}
              </Button>
            </Box>
            {open && tied ? (
              <Typography variant="body2" color="text.secondary">
                {t('proposals.tiedAll')}
              </Typography>
            ) : null}
            {refusal ? (
              <Alert severity="error" sx={{ my: 1 }}>
                {refusal}
              </Alert>
            ) : null}
            <List dense>
              {proposal.candidates.map((c) => (
                <ListItem
                  key={c.userId}
                  aria-label={c.nickname}
                  secondaryAction={
                    <Button
                      size="small"
                      variant="outlined"
                      disabled={c.awarded || !prizeId || busy}
                      onClick={() => award.mutate({ ...body, userId: c.userId }, { onSuccess: onAwarded })}
                    >
                      {c.awarded ? t('proposals.awarded') : t('proposals.award')}
                    </Button>
                  }
                >
                  <ListItemText
                    primary={
                      <>
                        {t('proposals.position', { position: c.position })} · <bdi>{c.nickname}</bdi>{' '}
                        {c.tiedAtCutOff ? (
                          <Chip size="small" color="warning" label={t('proposals.tied')} sx={{ ms: 1 }} />
                        ) : null}
                      </>
                    }
                    secondary={t('proposals.score', {
                      points: t('proposals.points', { count: c.points }),
                      exact: t('proposals.exact', { count: c.exact }),
                    })}
                  />
                </ListItem>
              ))}
            </List>
          </Box>
        );
      })}
      {full.length > 0 || waiting.length > 0 ? (
        <Box component="section" aria-labelledby="winner-not-proposed" sx={{ mt: 1 }}>
          <Typography id="winner-not-proposed" variant="subtitle2" component="h3" color="text.secondary">
            {t('proposals.notProposed')}
          </Typography>
          <List dense disablePadding>
            {full.map((p) => (
              <ListItem key={`${p.period}-${p.periodKey}`} disableGutters>
                <ListItemText secondary={t('proposals.full', { period: label(p) })} />
              </ListItem>
            ))}
          </List>
          {waiting.length > 0 ? (
            <Typography variant="body2" color="text.secondary">
              {t('proposals.waiting', {
                periods: new Intl.ListFormat(i18n.language, { type: 'unit' }).format(waiting.map(label)),
              })}
            </Typography>
          ) : null}
        </Box>
      ) : null}
    </Paper>
  );
}
