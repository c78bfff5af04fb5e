import type { Dispatch } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, Button, List, ListItem, Paper, Tooltip, Typography } from '@mui/material';
import { CANCELLED_STATUS, FINISHED_STATUSES, POSTPONED_STATUS } from '@app/contract/championships';
import type { ChampionshipDraft, DraftAction } from '../model/championship-draft.ts';
import { MatchPicker } from './match-picker.tsx';
import { MatchSummary } from './match-summary.tsx';
import { MatchChangesNote } from './match-changes-note.tsx';

/** A postponed or cancelled match stands out in the selection; a cancelled one can always go. */
const changedRow = {
  POSTP: { borderInlineStart: 3, borderColor: 'warning.main' },
  CANC: { borderInlineStart: 3, borderColor: 'error.main' },
} as const;

type Props = { draft: ChampionshipDraft; dispatch: Dispatch<DraftAction> };

/**
 * The selection (finished matches stay: the server refuses their removal too; cancelled ones can go) and the picker.
 */
export function MatchesSection({ draft, dispatch }: Props) {
  const { t } = useTranslation('championships');
  const selectedIds = new Set(draft.matches.map((m) => m._id));
  return (
    <Paper component="section" aria-labelledby="championship-matches" sx={{ p: { xs: 2, md: 3 } }}>
      <Typography id="championship-matches" variant="h6" component="h2" sx={{ mb: 1 }}>
        {t('matches.title')}
      </Typography>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {t('matches.selected')}
      </Typography>
      <MatchChangesNote
        postponed={draft.matches.filter((m) => m.status === POSTPONED_STATUS).length}
        cancelled={draft.matches.filter((m) => m.status === CANCELLED_STATUS).length}
      />
      {draft.matches.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 2 }}>
          {t('matches.empty')}
        </Typography>
      ) : (
        <List aria-label={t('matches.selectedList')} dense>
          {draft.matches.map((match) => {
            const finished = FINISHED_STATUSES.includes(match.status) && !draft.matchesToInsert.includes(match._id);
            const remove = (
              <Button
                size="small"
                color="error"
                disabled={finished}
                onClick={() => dispatch({ type: 'removeMatch', id: match._id })}
              >
                {t('matches.remove')}
              </Button>
            );
            return (
              <ListItem
                key={match._id}
                divider
                aria-label={match.headline}
                sx={{
                  gap: 1,
                  ...(match.status in changedRow ? changedRow[match.status as keyof typeof changedRow] : {}),
                }}
              >
                <Box sx={{ flexGrow: 1, minWidth: 0 }}>
                  <MatchSummary match={match} />
                </Box>
                {finished ? (
                  <Tooltip title={t('matches.finished')}>
                    <span>{remove}</span>
                  </Tooltip>
                ) : (
                  remove
                )}
              </ListItem>
            );
          })}
        </List>
      )}
      <MatchPicker selectedIds={selectedIds} onAdd={(match) => dispatch({ type: 'addMatch', match })} />
    </Paper>
  );
}
