import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Box } from '@mui/material';
import type { CompetitionRow } from '@app/contract/reference-data';
import { PageHeader } from '../../../components/layout/page-header.tsx';
import { useNotify } from '../../../components/feedback/notifier.tsx';
import { useCompetitionEmblem } from '../api/put-competition-emblem.ts';
import { useCompetitions } from '../api/get-competitions.ts';
import { useUpdateCompetition } from '../api/update-competition.ts';
import { useReferenceFilter } from '../hooks/use-reference-filter.ts';
import { ReferenceSearch } from '../components/reference-search.tsx';
import { CompetitionsTable } from '../components/competitions-table.tsx';
import { CompetitionDialog } from '../components/competition-dialog.tsx';

/** The admin's competitions: name, colour, emblem, whether owners see it, the provider's code. */
export function CompetitionsPage() {
  const { t } = useTranslation('reference');
  const notify = useNotify();
  const filter = useReferenceFilter();
  const competitions = useCompetitions(filter.query);
  const visibility = useUpdateCompetition();
  const emblem = useCompetitionEmblem();
  const [editing, setEditing] = useState<CompetitionRow | null>(null);
  return (
    <Box>
      <PageHeader title={t('competitions.title')} />
      <ReferenceSearch filter={filter} label={t('competitions.search')} />
      <CompetitionsTable
        competitions={competitions.data?.items ?? []}
        total={competitions.data?.total ?? 0}
        filter={filter}
        loaded={competitions.isSuccess && !competitions.isPlaceholderData}
        onEdit={setEditing}
        onVisible={(c, active) =>
          visibility.mutate(
            { id: c.id, body: { active } },
            {
              onSuccess: () =>
                notify.success(t(active ? 'competitions.shown' : 'competitions.hidden', { name: c.name })),
            },
          )
        }
        onEmblem={(c, file) =>
          emblem.mutate({ id: c.id, file }, { onSuccess: () => notify.success(t('emblem.done', { name: c.name })) })
        }
      />
      <CompetitionDialog competition={editing} onClose={() => setEditing(null)} />
    </Box>
  );
}
