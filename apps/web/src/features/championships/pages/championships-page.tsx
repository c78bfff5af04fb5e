import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Grid, Skeleton, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import type { ChampionshipListItem } from '@app/contract/championships';
import AddIcon from '@mui/icons-material/Add';
import { PageHeader } from '../../../components/layout/page-header.tsx';
import { useNotify } from '../../../components/feedback/notifier.tsx';
import { useChampionships } from '../api/get-championships.ts';
import { usePublishChampionship } from '../api/publish-championship.ts';
import { useDeleteChampionship } from '../api/delete-championship.ts';
import { useRestoreChampionship } from '../api/restore-championship.ts';
import { championshipsKeys } from '../api/championships-keys.ts';
import { ChampionshipCard } from '../components/championship-card.tsx';
import { DeleteChampionshipDialog } from '../components/delete-championship-dialog.tsx';

/** docs/product.md §2, Official Championships list. */
export function ChampionshipsPage() {
  const { t } = useTranslation('championships');
  const navigate = useNavigate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  // 'Archived' shows championships kept for their winners, with Restore.
  const [archived, setArchived] = useState(false);
  const { data, isPending, isError } = useChampionships(archived);
  const publish = usePublishChampionship();
  const remove = useDeleteChampionship();
  const restore = useRestoreChampionship();
  const [deleting, setDeleting] = useState<ChampionshipListItem | null>(null);

  const create = () => {
    // 'Create' starts from nothing: no championship detail stays loaded.
    queryClient.removeQueries({ queryKey: championshipsKeys.details() });
    void navigate('/official-championship/new');
  };

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting._id, {
      onSuccess: (answer) => notify.success(t(answer.outcome === 'archived' ? 'list.archived' : 'list.deleted')),
      onSettled: () => setDeleting(null),
    });
  };

  return (
    <>
      <PageHeader
        title={t('title')}
        actions={
          <Button variant="contained" startIcon={<AddIcon />} onClick={create}>
            {t('list.create')}
          </Button>
        }
      />
      <ToggleButtonGroup
        exclusive
        size="small"
        value={archived ? 'archived' : 'active'}
        onChange={(_e, value: string | null) => {
          if (value) setArchived(value === 'archived');
        }}
        aria-label={t('list.filter')}
        sx={{ mb: 2 }}
      >
        <ToggleButton value="active">{t('list.active')}</ToggleButton>
        <ToggleButton value="archived">{t('list.archive')}</ToggleButton>
      </ToggleButtonGroup>
      {isPending ? (
        <Grid container spacing={2}>
          {[0, 1, 2].map((i) => (
            <Grid key={i} size={{ xs: 12, sm: 6, lg: 4 }}>
              <Skeleton variant="rounded" height={220} />
            </Grid>
          ))}
        </Grid>
      ) : isError ? (
        <Typography color="error">{t('list.loadFailed')}</Typography>
      ) : data.length === 0 ? (
        <Typography color="text.secondary">{t(archived ? 'list.archiveEmpty' : 'list.empty')}</Typography>
      ) : (
        <Grid container spacing={2}>
          {data.map((championship, index) => (
            <Grid key={championship._id} size={{ xs: 12, sm: 6, lg: 4 }}>
              <ChampionshipCard
                championship={championship}
                coverFirst={index === 0}
                onPublish={(value) => publish.mutateAsync({ challengeId: championship._id, publish: value })}
                onDelete={() => setDeleting(championship)}
                onRestore={() =>
                  restore.mutate(championship._id, { onSuccess: () => notify.success(t('list.restored')) })
                }
              />
            </Grid>
          ))}
        </Grid>
      )}
      <DeleteChampionshipDialog
        championship={deleting}
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={confirmDelete}
      />
    </>
  );
}
