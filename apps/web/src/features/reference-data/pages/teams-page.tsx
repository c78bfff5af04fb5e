import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, Menu, MenuItem } from '@mui/material';
import type { TeamRow } from '@app/contract/reference-data';
import { PageHeader } from '../../../components/layout/page-header.tsx';
import { useNotify } from '../../../components/feedback/notifier.tsx';
import { useTeamEmblem } from '../api/put-team-emblem.ts';
import { useTeams } from '../api/get-teams.ts';
import { useReferenceFilter } from '../hooks/use-reference-filter.ts';
import { ReferenceSearch } from '../components/reference-search.tsx';
import { TeamsTable } from '../components/teams-table.tsx';
import { TeamRenameDialog } from '../components/team-rename-dialog.tsx';
import { TeamMergeDialog } from '../components/team-merge-dialog.tsx';
import { TeamDuplicates } from '../components/team-duplicates.tsx';

/**
 * The admin's teams: the feed's possible duplicates; search, rename, emblem,
 * merge a duplicate into the team kept.
 */
export function TeamsPage() {
  const { t } = useTranslation('reference');
  const notify = useNotify();
  const filter = useReferenceFilter();
  const teams = useTeams(filter.query);
  const emblem = useTeamEmblem();
  const [menu, setMenu] = useState<{ anchor: HTMLElement; team: TeamRow } | null>(null);
  const [renaming, setRenaming] = useState<TeamRow | null>(null);
  const [merging, setMerging] = useState<TeamRow | null>(null);
  const open = (action: (team: TeamRow) => void) => () => {
    if (menu) action(menu.team);
    setMenu(null);
  };
  return (
    <Box>
      <PageHeader title={t('teams.title')} />
      <TeamDuplicates />
      <ReferenceSearch filter={filter} label={t('teams.search')} />
      <TeamsTable
        teams={teams.data?.items ?? []}
        total={teams.data?.total ?? 0}
        filter={filter}
        loaded={teams.isSuccess && !teams.isPlaceholderData}
        onActions={(anchor, team) => setMenu({ anchor, team })}
        onEmblem={(team, file) =>
          emblem.mutate(
            { id: team.id, file },
            { onSuccess: () => notify.success(t('emblem.done', { name: team.name })) },
          )
        }
      />
      <Menu anchorEl={menu?.anchor ?? null} open={menu !== null} onClose={() => setMenu(null)}>
        <MenuItem onClick={open(setRenaming)}>{t('teams.rename.action')}</MenuItem>
        <MenuItem onClick={open(setMerging)}>{t('teams.merge.action')}</MenuItem>
      </Menu>
      <TeamRenameDialog team={renaming} onClose={() => setRenaming(null)} />
      <TeamMergeDialog duplicate={merging} onClose={() => setMerging(null)} />
    </Box>
  );
}
