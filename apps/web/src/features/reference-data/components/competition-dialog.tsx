import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import type { CompetitionRow } from '@app/contract/reference-data';
import { messageOf } from '../../../lib/api-error.ts';
import { useNotify } from '../../../components/feedback/notifier.tsx';
import { useUpdateCompetition } from '../api/update-competition.ts';

/** A competition's name and colour; the server's refusal (a name taken) shows here. */
export function CompetitionDialog({ competition, onClose }: { competition: CompetitionRow | null; onClose: () => void }) {
  return competition ? <CompetitionForm key={competition.id} competition={competition} onClose={onClose} /> : null;
}

function CompetitionForm({ competition, onClose }: { competition: CompetitionRow; onClose: () => void }) {
  const { t } = useTranslation('reference');
  const notify = useNotify();
  const update = useUpdateCompetition();
  const [name, setName] = useState(competition.name);
  const [color, setColor] = useState(competition.color);
  const submit = () => update.mutate({ id: competition.id, body: { name, color } }, {
    onSuccess: (saved) => {
      notify.success(t('competitions.edit.done', { name: saved.name }));
      onClose();
    },
  });
  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth aria-labelledby="competition-edit-title">
      <form onSubmit={(e) => { e.preventDefault(); submit(); }}>
        <DialogTitle id="competition-edit-title">{t('competitions.edit.title', { name: competition.name })}</DialogTitle>
        <DialogContent>
          {update.error ? <Alert severity="error" sx={{ mb: 2 }}>{messageOf(update.error, t('common:somethingWentWrong'))}</Alert> : null}
          <TextField autoFocus fullWidth margin="dense" label={t('competitions.edit.name')} value={name} onChange={(e) => setName(e.target.value)} slotProps={{ htmlInput: { maxLength: 100 } }} />
          <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', mt: 1 }}>
            <TextField type="color" label={t('competitions.edit.colour')} value={color} onChange={(e) => setColor(e.target.value)} sx={{ width: 120 }} />
            <bdi dir="ltr">{color}</bdi>
          </Box>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('common:actions.cancel')}</Button>
          <Button type="submit" variant="contained" loading={update.isPending} disabled={name.trim() === ''}>{t('competitions.edit.submit')}</Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
