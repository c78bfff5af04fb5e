import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useMatchPredictions } from '../api/get-match-predictions.ts';

/**
 * A locked match's picks of every player (hidden until the lock), read when opened:
 * nicknames, scores and points, most points first; the first 50 and how many there are.
 */
export function EveryonePredictions({ championshipId, matchId }: { championshipId: string; matchId: string }) {
  const { t } = useTranslation('play');
  const [open, setOpen] = useState(false);
  const list = useMatchPredictions(championshipId, matchId, open);
  const listId = `everyone-${matchId}`;
  return (
    <Box sx={{ mt: 1 }}>
      <Button size="small" onClick={() => setOpen((o) => !o)} aria-expanded={open} aria-controls={listId}>
        {t('match.everyone')}
      </Button>
      {open ? (
        <Box id={listId} sx={{ mt: 0.5 }}>
          {list.isPending ? <CircularProgress size={20} aria-label={t('common:loading')} /> : null}
          {list.data ? (
            <>
              <Typography variant="body2" color="text.secondary">
                {list.data.total ? t('match.count', { count: list.data.total }) : t('match.noneYet')}
              </Typography>
              <Box
                component="ol"
                aria-label={t('match.everyone')}
                sx={{ m: 0, p: 0, listStyle: 'none', maxWidth: 420 }}
              >
                {list.data.rows.map((row, i) => (
                  <Box
                    component="li"
                    key={`${row.nickname}-${i}`}
                    sx={{ display: 'flex', gap: 1, py: 0.25, typography: 'body2' }}
                  >
                    {/* The box takes the row's direction (a nickname starts where the row starts, at the right in
                        Arabic); the nickname inside is isolated, so its own direction cannot reorder the score. */}
                    <Box sx={{ flexGrow: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
                      <bdi>{row.nickname}</bdi>
                    </Box>
                    <span>
                      {row.home} – {row.away}
                    </span>
                    {row.points !== null ? (
                      <Box component="span" sx={{ fontWeight: 600 }}>
                        {t('points', { count: row.points })}
                      </Box>
                    ) : null}
                  </Box>
                ))}
              </Box>
            </>
          ) : null}
        </Box>
      ) : null}
    </Box>
  );
}
