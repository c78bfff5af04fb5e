import { useTranslation } from 'react-i18next';
import { Box, Typography } from '@mui/material';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import type { PlannedBroadcast } from '@app/contract/planner';
import { clock } from './week-layout.ts';

/** Kick-off to end, the match, and what is wrong with its place (clash) or worth knowing (overlap). */
export function BroadcastSummary({ broadcast, dense }: { broadcast: PlannedBroadcast; dense?: boolean }) {
  const { t } = useTranslation('planner');
  const clash = broadcast.clashes.length > 0;
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="caption" component="p" sx={{ color: 'text.secondary', lineHeight: 1.3 }}>
        {clock(broadcast.startMinute)}–{clock(broadcast.endMinute)}
      </Typography>
      <Typography
        variant="body2"
        component="p"
        title={broadcast.headline}
        sx={{
          fontWeight: 600,
          lineHeight: 1.25,
          fontSize: dense ? 12 : undefined,
          overflow: 'hidden',
          display: '-webkit-box',
          WebkitLineClamp: 2,
          WebkitBoxOrient: 'vertical',
        }}
      >
        {broadcast.headline}
      </Typography>
      {clash ? (
        <Typography
          variant="caption"
          component="p"
          sx={{
            color: 'error.main',
            fontWeight: 700,
            display: 'flex',
            gap: 0.25,
            alignItems: 'center',
            lineHeight: 1.3,
          }}
        >
          <WarningAmberIcon sx={{ fontSize: 14 }} aria-hidden />
          {broadcast.clashes.map((c) => t(`clash.${c}`)).join(' · ')}
        </Typography>
      ) : broadcast.overlapsWith.length > 0 ? (
        <Typography variant="caption" component="p" sx={{ color: 'warning.dark', lineHeight: 1.3 }}>
          {t('overlaps', { count: broadcast.overlapsWith.length })}
        </Typography>
      ) : null}
    </Box>
  );
}
