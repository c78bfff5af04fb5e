import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, Grid } from '@mui/material';
import { useProgressiveRows } from '../../../lib/collection/use-progressive-rows.ts';
import { MatchCard } from './match-card.tsx';
import { printListProps, printRowProps } from '../../../lib/collection/print-selection.ts';
import type { BroadcastControl, ListMatch, MatchSelection } from './match-row.ts';

export type MatchesGridProps<T extends ListMatch> = {
  matches: readonly T[];
  showScore: boolean;
  broadcast?: BroadcastControl;
  selection?: MatchSelection;
  renderRowActions?: (match: T) => ReactNode;
};

/** docs/product.md: 1 column on xs and sm, 2 on md and lg, 3 on xl. */
export function MatchesGrid<T extends ListMatch>({ matches, renderRowActions, ...rest }: MatchesGridProps<T>) {
  const { t } = useTranslation('matches');
  const shown = useProgressiveRows(matches);
  return (
    <Box
      role="list"
      aria-label={t('listLabel')}
      sx={{ p: 2 }}
      {...printListProps(rest.selection ? matches.filter((m) => rest.selection?.selectedIds.has(m.id)).length : 0)}
    >
      <Grid container spacing={2}>
        {shown.map((match) => (
          <Grid
            key={match.id}
            role="listitem"
            size={{ xs: 12, md: 6, xl: 4 }}
            {...printRowProps(rest.selection?.selectedIds.has(match.id) ?? false)}
          >
            <MatchCard match={match} renderActions={renderRowActions} {...rest} />
          </Grid>
        ))}
      </Grid>
    </Box>
  );
}
