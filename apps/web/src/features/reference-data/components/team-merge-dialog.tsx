import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Alert,
  Autocomplete,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  TextField,
} from '@mui/material';
import type { TeamRow } from '@app/contract/reference-data';
import { useNotify } from '../../../components/feedback/notifier.tsx';
import { useMergeTeam } from '../api/merge-team.ts';
import { useTeams } from '../api/get-teams.ts';

/**
 * Merges the duplicate into a team the admin finds by name: its matches, the bars' rules and the
 * players' follows move, and it is deleted. The server's refusal (two teams that play each other)
 * shows here.
 */
export function TeamMergeDialog({ duplicate, onClose }: { duplicate: TeamRow | null; onClose: () => void }) {
  return duplicate ? <MergeForm key={duplicate.id} duplicate={duplicate} onClose={onClose} /> : null;
}

function MergeForm({ duplicate, onClose }: { duplicate: TeamRow; onClose: () => void }) {
  const { t } = useTranslation('reference');
  const notify = useNotify();
  const merge = useMergeTeam();
  const [input, setInput] = useState('');
  const [kept, setKept] = useState<TeamRow | null>(null);
  const found = useTeams({ page: 0, pageSize: 20, ...(input.trim() ? { q: input.trim() } : {}) });
  const options = (found.data?.items ?? []).filter((team) => team.id !== duplicate.id);
  const submit = () => {
    if (!kept) return;
    merge.mutate(
      { id: duplicate.id, intoId: kept.id },
      {
        onSuccess: (answer) => {
          notify.success(
            t('teams.merge.done', { duplicate: duplicate.name, kept: answer.kept.name, count: answer.movedMatches }),
          );
          onClose();
        },
      },
    );
  };
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="team-merge-title">
      <DialogTitle id="team-merge-title">{t('teams.merge.title', { name: duplicate.name })}</DialogTitle>
      <DialogContent>
        {merge.refusal ? (
          <Alert severity="error" sx={{ mb: 2 }}>
            {merge.refusal}
          </Alert>
        ) : null}
        <DialogContentText sx={{ mb: 2 }}>
          {t('teams.merge.text', { name: duplicate.name, count: duplicate.matchCount })}
        </DialogContentText>
        <Autocomplete
          options={options}
          value={kept}
          onChange={(_e, value) => setKept(value)}
          inputValue={input}
          onInputChange={(_e, value) => setInput(value)}
          filterOptions={(all) => all}
          getOptionLabel={(team) => team.name}
          isOptionEqualToValue={(a, b) => a.id === b.id}
          loading={found.isFetching}
          noOptionsText={t('teams.empty')}
          renderInput={(params) => <TextField {...params} autoFocus label={t('teams.merge.into')} />}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common:actions.cancel')}</Button>
        <Button variant="contained" color="warning" onClick={submit} loading={merge.isPending} disabled={!kept}>
          {t('teams.merge.submit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
