import type { ReactElement, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Box,
  Chip,
  List,
  ListItem,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  ListSubheader,
  Paper,
  Stack,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { getContrastRatio } from '@mui/material/styles';
import EventIcon from '@mui/icons-material/Event';
import SensorsIcon from '@mui/icons-material/Sensors';
import HistoryIcon from '@mui/icons-material/History';
import type { CompetitionItem, MatchStatusFilter } from '@app/contract/matches';

const FOLDERS: { status: MatchStatusFilter; icon: ReactElement }[] = [
  { status: 'future', icon: <EventIcon fontSize="small" /> },
  { status: 'live', icon: <SensorsIcon fontSize="small" /> },
  { status: 'past', icon: <HistoryIcon fontSize="small" /> },
];

type Props = {
  status: MatchStatusFilter | null;
  competition: string | null;
  /** The Future folder's counter (docs/product.md: fed by the future list's count). */
  futureCount: number | undefined;
  competitions: readonly CompetitionItem[];
  onSelectStatus: (status: MatchStatusFilter) => void;
  onSelectCompetition: (id: string) => void;
  /** More entries below the lists (the administration's folders and labels). */
  children?: ReactNode;
  /** Entries right after the folders (a bar's Suggested folder and Broadcasting filter). */
  afterFolders?: ReactNode;
};

/**
 * A competition's colour. A colour too close to the paper (a dark club colour in the dark theme)
 * gets a ring in the text's colour, so the dot keeps 3:1 against what surrounds it (WCAG
 * 1.4.11).
 */
export function CompetitionDot({ color }: { color: string }) {
  const theme = useTheme();
  let faint = false;
  try {
    faint = getContrastRatio(color, theme.palette.background.paper) < 3;
  } catch {
    // A colour MUI cannot read keeps its plain dot.
  }
  return (
    <Box
      component="span"
      aria-hidden
      data-faint={faint || undefined}
      sx={{
        width: 10,
        height: 10,
        borderRadius: '50%',
        bgcolor: color,
        flexShrink: 0,
        display: 'inline-block',
        boxShadow: faint ? `0 0 0 1.5px ${theme.palette.text.secondary}` : undefined,
      }}
    />
  );
}

const NARROW_ROW = { flexWrap: 'wrap', pb: 1, '& > *': { flexShrink: 0, maxWidth: '100%' } } as const;

/** Folders and the competitions list; chips on narrow screens. */
export function MatchesSidebar({
  status,
  competition,
  futureCount,
  competitions,
  onSelectStatus,
  onSelectCompetition,
  children,
  afterFolders,
}: Props) {
  const { t } = useTranslation('matches');
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const folderLabel = (s: MatchStatusFilter) => t(`folders.${s}`);

  if (!wide) {
    return (
      // Every folder stays in view on a phone, in any language: the chips wrap, none scrolled away or cut short.
      <Stack component="nav" aria-label={t('filtersLabel')} direction="row" spacing={1} useFlexGap sx={NARROW_ROW}>
        {FOLDERS.map(({ status: s, icon }) => (
          <Chip
            key={s}
            icon={icon}
            clickable
            onClick={() => onSelectStatus(s)}
            color={status === s ? 'primary' : 'default'}
            aria-current={status === s ? 'true' : undefined}
            variant={status === s ? 'filled' : 'outlined'}
            label={s === 'future' && futureCount !== undefined ? `${folderLabel(s)} (${futureCount})` : folderLabel(s)}
          />
        ))}
        {afterFolders}
        {competitions.map((c) => (
          <Chip
            key={c.id}
            icon={<CompetitionDot color={c.color} />}
            clickable
            onClick={() => onSelectCompetition(c.id)}
            label={c.name}
            aria-current={competition === c.id ? 'true' : undefined}
            color={competition === c.id ? 'primary' : 'default'}
            variant={competition === c.id ? 'filled' : 'outlined'}
            sx={{ pl: 0.5 }}
          />
        ))}
        {children}
      </Stack>
    );
  }

  return (
    <Paper component="nav" aria-label={t('filtersLabel')} sx={{ alignSelf: 'start', position: 'sticky', top: 16 }}>
      <List dense>
        {FOLDERS.map(({ status: s, icon }) => (
          <ListItem key={s} disablePadding>
            <ListItemButton
              selected={status === s}
              onClick={() => onSelectStatus(s)}
              aria-current={status === s ? 'true' : undefined}
            >
              <ListItemIcon sx={{ minWidth: 36 }}>{icon}</ListItemIcon>
              <ListItemText primary={folderLabel(s)} />
              {s === 'future' && futureCount !== undefined ? (
                <Chip
                  size="small"
                  label={futureCount.toLocaleString()}
                  aria-label={t('futureCount', { count: futureCount })}
                  data-testid="future-count"
                />
              ) : null}
            </ListItemButton>
          </ListItem>
        ))}
      </List>
      {afterFolders}
      {/* The heading sits outside the <ul>: a list holds only list items (axe "list"). */}
      <ListSubheader
        component="h2"
        id="competitions-heading"
        sx={{ lineHeight: '36px', fontWeight: 700, position: 'static' }}
      >
        {t('competitions')}
      </ListSubheader>
      <List dense aria-labelledby="competitions-heading" sx={{ pt: 0 }}>
        {competitions.map((c) => (
          <ListItem key={c.id} disablePadding>
            <ListItemButton
              selected={competition === c.id}
              onClick={() => onSelectCompetition(c.id)}
              aria-current={competition === c.id ? 'true' : undefined}
            >
              <ListItemIcon sx={{ minWidth: 36 }}>
                <CompetitionDot color={c.color} />
              </ListItemIcon>
              <ListItemText primary={c.name} />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
      {children}
    </Paper>
  );
}
