import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { InputAdornment, Stack, TextField, ToggleButton, ToggleButtonGroup } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import ViewListIcon from '@mui/icons-material/ViewList';
import GridViewIcon from '@mui/icons-material/GridView';
import { PageHeader } from '../../../components/layout/page-header.tsx';
import type { MatchesView } from '../hooks/use-matches-view.ts';

type Props = {
  searchText: string;
  onSearchTextChange: (text: string) => void;
  view: MatchesView;
  onViewChange: (view: MatchesView) => void;
  /** Extra buttons beside the search (the administration's toolbar). */
  actions?: ReactNode;
};

/** 'Matches', the search box and the table/grid toggle. */
export function MatchesHeader({ searchText, onSearchTextChange, view, onViewChange, actions }: Props) {
  const { t } = useTranslation('matches');
  return (
    <PageHeader
      title={t('title')}
      actions={
        <Stack
          direction="row"
          spacing={1}
          sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1, width: { xs: '100%', sm: 'auto' } }}
        >
          <TextField
            type="search"
            size="small"
            placeholder={t('searchPlaceholder')}
            value={searchText}
            onChange={(e) => onSearchTextChange(e.target.value)}
            sx={{ minWidth: { xs: 0, sm: 280 }, flexGrow: 1 }}
            slotProps={{
              htmlInput: { 'aria-label': t('searchLabel'), maxLength: 100 },
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    <SearchIcon fontSize="small" />
                  </InputAdornment>
                ),
              },
            }}
          />
          <ToggleButtonGroup
            size="small"
            exclusive
            value={view}
            onChange={(_e, next: MatchesView | null) => {
              if (next) onViewChange(next);
            }}
            aria-label={t('viewLabel')}
          >
            <ToggleButton value="table" aria-label={t('views.table')}>
              <ViewListIcon fontSize="small" />
            </ToggleButton>
            <ToggleButton value="grid" aria-label={t('views.grid')}>
              <GridViewIcon fontSize="small" />
            </ToggleButton>
          </ToggleButtonGroup>
          {actions}
        </Stack>
      }
    />
  );
}
