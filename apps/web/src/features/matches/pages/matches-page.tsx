import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Box } from '@mui/material';
import { useMatches } from '../api/get-matches.ts';
import { useActiveCompetitions } from '../api/get-active-competitions.ts';
import { apiQueryOf, FUTURE_COUNT_QUERY, isSearchTooShort, useMatchFilter } from '../hooks/use-match-filter.ts';
import { useSearchBox } from '../../../lib/collection/use-search-box.ts';
import { useMatchesView } from '../hooks/use-matches-view.ts';
import { useBroadcastControl } from '../hooks/use-broadcast-control.ts';
import { MatchesHeader } from '../components/matches-header.tsx';
import { MatchesSidebar } from '../components/matches-sidebar.tsx';
import { MatchesList } from '../components/matches-list.tsx';
import { useSession } from '../../../lib/session/session-provider.tsx';
import { useSuggestions } from '../api/get-suggestions.ts';
import { PlanningFolders } from '../components/planning-folders.tsx';
import { SuggestedMatches } from '../components/suggested-matches.tsx';
import { BroadcastWarnings } from '../components/broadcast-warnings.tsx';

/**
 * /matches for owners, managers and staff: header with search and view toggle, folders and
 * competitions, the list (docs/product.md §2). Admins get the administration view instead (the
 * route table, app/routes.tsx). `notice` is composed by the router (another feature's, e.g. the
 * bar's visibility notice).
 */
export function MatchesPage({ notice }: { notice?: ReactNode }) {
  const { t } = useTranslation('matches');
  const { filter, search, selectStatus, selectCompetition, setBroadcasting, setPage, setPageSize } = useMatchFilter();
  const searchBox = useSearchBox(filter.query, search);
  const { view, setView } = useMatchesView();
  const tooShort = isSearchTooShort(filter);
  const { user } = useSession();
  // A bar's owner or manager also has the Suggested folder and the Broadcasting filter.
  const hasBar = (user?.role === 'owner' || user?.role === 'manager') && user.barId !== null;
  const suggestedFolder = hasBar && filter.status === 'suggested';
  const list = useMatches(apiQueryOf(filter), { enabled: !tooShort && !suggestedFolder });
  const suggestions = useSuggestions(hasBar);
  const future = useMatches(FUTURE_COUNT_QUERY);
  const competitions = useActiveCompetitions();
  const { control: broadcast, warned, dismiss } = useBroadcastControl();

  return (
    <>
      <MatchesHeader
        searchText={searchBox.text}
        onSearchTextChange={searchBox.change}
        view={view}
        onViewChange={setView}
      />
      {notice}
      {warned ? <BroadcastWarnings key={warned.match.id} warned={warned} onDismiss={dismiss} /> : null}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '260px minmax(0, 1fr)' } }}>
        <MatchesSidebar
          status={filter.status === 'suggested' ? null : filter.status}
          competition={filter.competition}
          futureCount={future.data?.count}
          competitions={competitions.data ?? []}
          onSelectStatus={selectStatus}
          onSelectCompetition={(id) => {
            searchBox.clear();
            selectCompetition(id);
          }}
          afterFolders={
            hasBar ? (
              <PlanningFolders
                suggested={suggestedFolder}
                suggestedCount={suggestions.data?.count}
                onSelectSuggested={() => {
                  searchBox.clear();
                  selectStatus('suggested');
                }}
                broadcasting={filter.broadcasting}
                onToggleBroadcasting={setBroadcasting}
              />
            ) : null
          }
        />
        {suggestedFolder ? (
          <SuggestedMatches
            view={view}
            page={filter.page}
            pageSize={filter.pageSize}
            onPageChange={setPage}
            onPageSizeChange={setPageSize}
          />
        ) : (
          <MatchesList
            view={view}
            matches={list.data?.matches ?? []}
            count={list.data?.count ?? 0}
            page={filter.page}
            pageSize={filter.pageSize}
            onPageChange={setPage}
            onPageSizeChange={setPageSize}
            showScore={filter.status === 'past' || filter.status === 'live'}
            loading={list.isFetching}
            notice={tooShort ? t('searchTooShort') : null}
            broadcast={broadcast}
          />
        )}
      </Box>
    </>
  );
}
