import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RecordHistory } from '../../../../components/audit/record-history.tsx';
import {
  Box,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  Typography,
} from '@mui/material';
import type { AdminMatch } from '@app/contract/matches-admin';
import { LabelChips } from '../../../../components/admin-collection/label-chips.tsx';
import type { LabelOption } from '../../../../components/admin-collection/apply-labels-popover.tsx';
import { formatDateTime } from '../../../../lib/format-date.ts';
import { useMatchStatusLabel } from '../../../../lib/match-status-label.ts';

export type MatchDetailDialogProps = {
  match: AdminMatch | null;
  labels: readonly LabelOption[];
  onClose: () => void;
  onEdit: (match: AdminMatch) => void;
  onStarredChange: (match: AdminMatch, starred: boolean) => void;
  busy?: boolean;
};

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant="body1" sx={{ m: 0 }}>
        {children}
      </Typography>
    </>
  );
}

/** Match detail dialog (docs/product.md §2): name, match type, competition, country, dated entries, starred. */
export function MatchDetailDialog({ match, labels, onClose, onEdit, onStarredChange, busy }: MatchDetailDialogProps) {
  const { t } = useTranslation('matches-admin');
  const none = t('detail.none');
  const statusLabel = useMatchStatusLabel();
  return (
    <Dialog open={match !== null} onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="match-detail-title">
      {match ? (
        <>
          <DialogTitle id="match-detail-title">{t('detailTitle')}</DialogTitle>
          <DialogContent dividers>
            <Box
              component="dl"
              sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 1, m: 0 }}
            >
              <Field label={t('detail.name')}>{match.name}</Field>
              <Field label={t('detail.matchType')}>{match.matchType || none}</Field>
              <Field label={t('detail.competition')}>{match.competition || none}</Field>
              <Field label={t('detail.country')}>{match.country || none}</Field>
              <Field label={t('detail.kickOff')}>{formatDateTime(match.scheduledDate)}</Field>
              <Field label={t('detail.dates')}>
                {match.dates.length ? (
                  <Box component="span" sx={{ display: 'grid' }}>
                    {match.dates.map((d) => (
                      <span key={`${d.label}-${d.date}`}>
                        {d.date} · {t(`dateLabels.${d.label === 'end_date' ? 'end_date' : 'start_date'}`)}
                      </span>
                    ))}
                  </Box>
                ) : (
                  none
                )}
              </Field>
              <Field label={t('detail.status')}>{statusLabel(match.status)}</Field>
              <Field label={t('detail.labels')}>
                {match.labels.length ? <LabelChips labels={labels} ids={match.labels} /> : none}
              </Field>
            </Box>
            <FormControlLabel
              sx={{ mt: 1 }}
              control={
                <Checkbox
                  checked={match.starred}
                  disabled={busy}
                  onChange={(e) => onStarredChange(match, e.target.checked)}
                />
              }
              label={t('detail.starred')}
            />
            <Box sx={{ mt: 1 }}>
              <RecordHistory entityKind="match" entityId={match.id} />
            </Box>
          </DialogContent>
          <DialogActions>
            <Button onClick={() => onEdit(match)}>{t('detail.edit')}</Button>
            <Button onClick={onClose} variant="contained">
              {t('detail.close')}
            </Button>
          </DialogActions>
        </>
      ) : null}
    </Dialog>
  );
}
