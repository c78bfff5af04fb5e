import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, Button, InputAdornment, List, ListItem, TablePagination, TextField, Typography } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import AddIcon from '@mui/icons-material/Add';
import { SELECTABLE_MATCHES_PAGE_SIZE, type ChampionshipMatch } from '@app/contract/championships';
import { useSelectableMatches } from '../api/get-selectable-matches.ts';
import { MatchSummary } from './match-summary.tsx';

type Props = { selectedIds: ReadonlySet<string>; onAdd: (match: ChampionshipMatch) => void };

/** Future matches (never postponed), searched by headline or competition with the button or Enter; 30 per page. */
export function MatchPicker({ selectedIds, onAdd }: Props) {
  const { t } = useTranslation('championships');
  const [text, setText] = useState('');
  const [search, setSearch] = useState({ query: '', page: 0 });
  const { data, isFetching } = useSelectableMatches(search);

  return (
    <Box>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mt: 2, mb: 1 }}>
        {t('matches.available')}
      </Typography>
      <Box
        component="form"
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          setSearch({ query: text.trim(), page: 0 });
        }}
        sx={{ display: 'flex', gap: 1, mb: 1 }}
      >
        <TextField
          size="small"
          fullWidth
          placeholder={t('matches.search')}
          value={text}
          onChange={(e) => setText(e.target.value)}
          slotProps={{
            htmlInput: { 'aria-label': t('matches.search') },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
        <Button type="submit" variant="contained" loading={isFetching}>
          {t('matches.searchButton')}
        </Button>
      </Box>
      {data && data.matches.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 2 }}>
          {t('matches.none')}
        </Typography>
      ) : (
        <List
          aria-label={t('matches.matchList')}
          dense
          sx={{ maxHeight: 520, overflowY: 'auto', border: 1, borderColor: 'divider', borderRadius: 1, py: 0 }}
        >
          {(data?.matches ?? []).map((match) => {
            const added = selectedIds.has(match._id);
            return (
              <ListItem key={match._id} divider aria-label={match.headline} sx={{ gap: 1 }}>
                <Box sx={{ flexGrow: 1, minWidth: 0 }}>
                  <MatchSummary match={match} />
                </Box>
                <Button
                  size="small"
                  startIcon={added ? undefined : <AddIcon />}
                  disabled={added}
                  onClick={() => onAdd(match)}
                >
                  {added ? t('matches.added') : t('matches.add')}
                </Button>
              </ListItem>
            );
          })}
        </List>
      )}
      <TablePagination
        component="div"
        count={data?.count ?? 0}
        page={data ? search.page : 0}
        onPageChange={(_e, page) => setSearch((s) => ({ ...s, page }))}
        rowsPerPage={SELECTABLE_MATCHES_PAGE_SIZE}
        rowsPerPageOptions={[SELECTABLE_MATCHES_PAGE_SIZE]}
      />
    </Box>
  );
}
