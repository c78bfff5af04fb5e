import { useId, useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, ClickAwayListener, Popper, type SxProps, type Theme } from '@mui/material';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import PeopleOutlineIcon from '@mui/icons-material/PeopleOutlined';
import DirectionsWalkIcon from '@mui/icons-material/DirectionsWalk';
import type { MatchDemand as Demand } from '@app/contract/matches';
import { formatNumber } from '../../../lib/format-date.ts';

// Module constants: one style object for every row of the page.
const badge: SxProps<Theme> = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: 0.5,
  p: 0.25,
  mx: -0.25,
  border: 0,
  borderRadius: 1,
  bgcolor: 'transparent',
  color: 'text.secondary',
  typography: 'body2',
  cursor: 'help',
  font: 'inherit',
  whiteSpace: 'nowrap',
  '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main' },
};
const icon = { fontSize: 16 } as const;
const tip: SxProps<Theme> = {
  bgcolor: 'grey.800',
  color: 'common.white',
  typography: 'caption',
  px: 1,
  py: 0.5,
  borderRadius: 1,
  maxWidth: 260,
};

/**
 * What fans ask of a match, as the owner chooses — an eye with the page's
 * views over 7 days, people with the fans following either team, and, on a bar's list, a walker with
 * the fans who said "I'm going" to this bar ("12 · 3 · 2"). Its explanation opens on
 * hover, focus and tap; the tooltip is drawn only while open, so 50 rows cost 50 small buttons.
 */
export function MatchDemand({
  demand,
  goers,
  sx,
}: {
  demand: Demand;
  goers?: number | undefined;
  sx?: SxProps<Theme>;
}) {
  const { t } = useTranslation('matches');
  // The button the tooltip hangs from while open; null when closed.
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const open = anchor !== null;
  const show = (e: SyntheticEvent<HTMLElement>) => setAnchor(e.currentTarget);
  const hide = () => setAnchor(null);
  const id = useId();
  const views = formatNumber(demand.views7d);
  const followers = formatNumber(demand.followers);
  return (
    <Box component="span" sx={sx}>
      <ClickAwayListener onClickAway={hide}>
        <Box
          component="button"
          type="button"
          sx={badge}
          aria-label={[
            t('demand.label', {
              views: t('demand.views', { count: demand.views7d }),
              followers: t('demand.followers', { count: demand.followers }),
            }),
            goers === undefined ? '' : t('demand.goers', { count: goers }),
          ]
            .filter(Boolean)
            .join(', ')}
          aria-describedby={open ? id : undefined}
          // Hover, focus and a tap all open it (a tap also focuses and may hover): never a toggle that undoes itself.
          onClick={show}
          onMouseEnter={show}
          onMouseLeave={hide}
          onFocus={show}
          onBlur={hide}
          onKeyDown={(e) => {
            if (e.key === 'Escape') hide();
          }}
        >
          <VisibilityOutlinedIcon sx={icon} aria-hidden />
          <span>{views}</span>
          <span aria-hidden>·</span>
          <PeopleOutlineIcon sx={icon} aria-hidden />
          <span>{followers}</span>
          {goers === undefined ? null : (
            <>
              <span aria-hidden>·</span>
              <DirectionsWalkIcon sx={icon} aria-hidden />
              <span>{formatNumber(goers)}</span>
            </>
          )}
        </Box>
      </ClickAwayListener>
      {open ? (
        // Popper's own element is the tooltip (role="tooltip"), described by the button while open.
        <Popper open anchorEl={anchor} placement="top" id={id} sx={{ zIndex: 'tooltip' }}>
          <Box sx={tip}>
            {goers === undefined ? t('demand.explain') : `${t('demand.explain')} ${t('demand.explainGoers')}`}
          </Box>
        </Popper>
      ) : null}
    </Box>
  );
}
