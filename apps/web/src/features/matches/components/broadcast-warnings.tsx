import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { Alert, AlertTitle, Box, Button, Stack, Typography } from '@mui/material';
import type { BroadcastWarning } from '@app/contract/bar-profile';
import { useNotify } from '../../../components/feedback/notifier.tsx';
import { localMessage } from '../../../lib/message-text.ts';
import { useOpenLonger } from '../api/special-hours.ts';
import type { WarnedBroadcast } from '../hooks/use-broadcast-control.ts';

type Props = { warned: WarnedBroadcast; onDismiss: () => void };

const hoursText = (w: Extract<BroadcastWarning, { code: 'outsideHours' }>) =>
  w.openLonger.intervals.map((iv) => `${iv.opens}–${iv.closes}`).join(', ');

/**
 * What a broadcast just switched on warns about. The match is on already (warnings
 * never block); this stays until dismissed so the owner can open longer that day or plan screens.
 * role="status", not "alert": the toast that confirms the switch is the page's one alert.
 */
export function BroadcastWarnings({ warned, onDismiss }: Props) {
  const { t } = useTranslation('matches');
  const notify = useNotify();
  const openLonger = useOpenLonger();
  const [fixed, setFixed] = useState(false);
  const { match } = warned;
  const warnings = warned.warnings.filter((w) => !(fixed && w.code === 'outsideHours'));
  if (warnings.length === 0) return null;
  // Any date of the week opens the planner on it; the kick-off's UTC date is at most a day off the bar's.
  const plannerWeek = `/planner?week=${match.scheduledDate.slice(0, 10)}`;

  return (
    <Alert
      severity="warning"
      role="status"
      aria-label={t('warnings.title', { match: match.headline })}
      onClose={onDismiss}
      slotProps={{ closeButton: { 'aria-label': t('warnings.dismiss') } }}
      sx={{ mb: 2 }}
    >
      <AlertTitle>{t('warnings.title', { match: match.headline })}</AlertTitle>
      <Stack component="ul" sx={{ m: 0, pl: 2, gap: 1 }}>
        {warnings.map((w) => (
          <Box component="li" key={w.code}>
            <Typography variant="body2">
              {localMessage(w.message)}
              {detailOf(w, t)}
            </Typography>
            {w.code === 'outsideHours' ? (
              <Button
                size="small"
                variant="outlined"
                color="inherit"
                sx={{ mt: 0.5 }}
                loading={openLonger.isPending}
                onClick={() =>
                  openLonger.mutate(w.openLonger, {
                    onSuccess: () => {
                      setFixed(true);
                      notify.success(t('warnings.openedLonger', { hours: hoursText(w) }));
                    },
                  })
                }
              >
                {t('warnings.openLonger')}
              </Button>
            ) : (
              <Button
                size="small"
                variant="outlined"
                color="inherit"
                sx={{ mt: 0.5 }}
                component={RouterLink}
                to={plannerWeek}
              >
                {t('warnings.openPlanner')}
              </Button>
            )}
          </Box>
        ))}
      </Stack>
    </Alert>
  );
}

function detailOf(w: BroadcastWarning, t: (key: string, options: Record<string, unknown>) => string): string {
  if (w.code === 'notEnoughScreens')
    return ` ${t('warnings.screens', { overlapping: w.overlapping, count: w.screens })}`;
  if (w.code === 'notEnoughSoundZones')
    return ` ${t('warnings.soundZones', { overlapping: w.overlapping, soundZones: w.soundZones })}`;
  return ` ${t('warnings.openLongerHint', { hours: hoursText(w) })}`;
}
