import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, ListItemIcon, ListItemText, Menu, MenuItem } from '@mui/material';
import CheckIcon from '@mui/icons-material/Check';
import TvIcon from '@mui/icons-material/Tv';
import type { PlannedBroadcast, PlannerWeekAnswer } from '@app/contract/planner';
import { choiceKey, sameChoice, screenChoices, type ScreenChoice } from './week-layout.ts';

type Props = {
  broadcast: PlannedBroadcast;
  week: Pick<PlannerWeekAnswer, 'screens' | 'soundZones'>;
  onChoose: (choice: ScreenChoice) => void;
  disabled?: boolean;
  fullWidth?: boolean;
};

/** The broadcast's screen as a button; its menu moves it to another screen, with or without sound. */
export function ScreenMenuButton({ broadcast, week, onChoose, disabled, fullWidth }: Props) {
  const { t } = useTranslation('planner');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const current = { screen: broadcast.screen, withSound: broadcast.withSound };
  const label = (c: ScreenChoice) => t(c.withSound ? 'screenWithSound' : 'screen', { n: c.screen });
  return (
    <>
      <Button
        size="small"
        variant="outlined"
        color={broadcast.clashes.length > 0 ? 'error' : 'primary'}
        startIcon={<TvIcon fontSize="small" />}
        onClick={(e) => setAnchor(e.currentTarget)}
        disabled={disabled}
        fullWidth={fullWidth}
        aria-haspopup="menu"
        aria-label={t('moveBroadcast', { match: broadcast.headline, screen: label(current) })}
        sx={{
          justifyContent: 'flex-start',
          textTransform: 'none',
          minWidth: 0,
          px: 0.75,
          py: 0,
          fontSize: 12,
          whiteSpace: 'nowrap',
          overflow: 'hidden',
        }}
      >
        {label(current)}
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {screenChoices(week, current).map((c) => (
          <MenuItem
            key={choiceKey(c)}
            selected={sameChoice(c, current)}
            onClick={() => {
              setAnchor(null);
              if (!sameChoice(c, current)) onChoose(c);
            }}
          >
            <ListItemIcon>{sameChoice(c, current) ? <CheckIcon fontSize="small" /> : null}</ListItemIcon>
            <ListItemText>{label(c)}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
