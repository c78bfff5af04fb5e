import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RecordHistory } from '../../../components/audit/record-history.tsx';
import {
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Divider,
  FormControlLabel,
  Link,
  List,
  ListItem,
  ListItemText,
  Switch,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import type { AdminBar, AdminBarDetail } from '@app/contract/bars-admin';
import type { Label } from '@app/contract/labels';
import { WEEKDAYS } from '@app/contract/bar-details';
import { LabelChips } from '../../../components/admin-collection/label-chips.tsx';
import { formatDateTime } from '../../../lib/format-date.ts';
import { useBarDetail } from '../api/get-bar-detail.ts';
import { useUpdateBarsStarred } from '../api/update-bars-starred.ts';
import { BarStatusChip } from './bar-status-chip.tsx';
import { DecisionMailState } from './decision-mail-state.tsx';
import { BarStatusMove } from './bar-status-move.tsx';

const hrefOf = (url: string) => (/^https?:\/\//i.test(url) ? url : `https://${url}`);

type Props = { barId: string | null; labels: Label[]; onClose: () => void; onEdit: (bar: AdminBar) => void };

/**
 * A bar at a glance (docs/product.md §2): address, phone, website, facebook, starred toggle, accept / reject with a
 * reason, history.
 */
export function BarDetailDialog({ barId, labels, onClose, onEdit }: Props) {
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('sm'));
  return (
    <Dialog
      open={barId !== null}
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      fullScreen={narrow}
      aria-labelledby="bar-detail-title"
    >
      {barId ? <DetailBody key={barId} barId={barId} labels={labels} onClose={onClose} onEdit={onEdit} /> : null}
    </Dialog>
  );
}

function DetailBody({ barId, labels, onClose, onEdit }: Omit<Props, 'barId'> & { barId: string }) {
  const { t } = useTranslation('bars-admin');
  const detail = useBarDetail(barId);
  const star = useUpdateBarsStarred();
  const bar = detail.data;

  if (!bar) {
    return (
      <>
        <DialogTitle id="bar-detail-title">{t('detail.title')}</DialogTitle>
        <DialogContent sx={{ display: 'grid', placeItems: 'center', minHeight: 160 }}>
          {detail.refusal ? (
            <Typography color="error">{detail.refusal}</Typography>
          ) : (
            <CircularProgress aria-label={t('common:loading')} />
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('actions.close')}</Button>
        </DialogActions>
      </>
    );
  }

  return (
    <>
      <DialogTitle id="bar-detail-title" sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Box component="span" sx={{ flexGrow: 1, fontStyle: bar.name ? undefined : 'italic' }}>
          {bar.name || t('unnamed')}
        </Box>
        <BarStatusChip folder={bar.folder} />
      </DialogTitle>
      <DialogContent dividers>
        <FormControlLabel
          control={
            <Switch
              checked={bar.starred}
              disabled={star.isPending}
              onChange={(e) => star.mutate({ barIds: [bar.id], status: e.target.checked })}
            />
          }
          label={t('detail.starred')}
          sx={{ mb: 1 }}
        />
        <Box
          component="dl"
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: '140px 1fr' },
            columnGap: 2,
            rowGap: { xs: 0.25, sm: 1 },
            m: 0,
            '& dt': { color: 'text.secondary', mt: { xs: 1, sm: 0 } },
            '& dd': { m: 0, overflowWrap: 'anywhere' },
          }}
        >
          <Row label={t('detail.address')}>{addressOf(bar) || t('detail.notGiven')}</Row>
          <Row label={t('detail.phone')}>{bar.phone || t('detail.notGiven')}</Row>
          <Row label={t('detail.email')}>{bar.email || t('detail.notGiven')}</Row>
          <Row label={t('detail.website')}>
            {bar.website ? (
              <Link href={hrefOf(bar.website)} target="_blank" rel="noopener noreferrer">
                {bar.website}
              </Link>
            ) : (
              t('detail.notGiven')
            )}
          </Row>
          <Row label={t('detail.facebook')}>
            {bar.facebook ? (
              <Link href={hrefOf(bar.facebook)} target="_blank" rel="noopener noreferrer">
                {bar.facebook}
              </Link>
            ) : (
              t('detail.notGiven')
            )}
          </Row>
          <Row label={t('detail.owner')}>{bar.ownerEmail ?? t('detail.noOwner')}</Row>
          <Row label={t('detail.rating')}>{bar.rating.toFixed(1)}</Row>
          {bar.barType ? <Row label={t('detail.barType')}>{bar.barType}</Row> : null}
          {bar.competition ? <Row label={t('detail.competition')}>{bar.competition}</Row> : null}
          {bar.labels.length ? (
            <Row label={t('detail.labels')}>
              <LabelChips labels={labels} ids={bar.labels} />
            </Row>
          ) : null}
          <Row label={t('detail.viewing')}>{viewingText(bar, t)}</Row>
          <Row label={t('detail.hours')}>
            {bar.temporarilyClosed ? (
              t('detail.temporarilyClosed')
            ) : (
              <Box component="span" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 1 }}>
                {WEEKDAYS.map((day) => (
                  <Fragment key={day}>
                    <span>{t(`bar:days.${day}`)}</span>
                    <span>{bar.barProgram[day] || t('detail.notGiven')}</span>
                  </Fragment>
                ))}
              </Box>
            )}
            <Typography variant="body2" color="text.secondary">
              {t('detail.timeZone', { zone: bar.timeZone })}
            </Typography>
          </Row>
        </Box>

        <Divider sx={{ my: 2 }} />
        <BarStatusMove bar={bar} />
        <DecisionMailState barId={bar.id} state={bar.decisionMail} />

        <Typography variant="subtitle2" sx={{ mt: 2 }}>
          {t('detail.history')}
        </Typography>
        <History history={bar.statusHistory} />
        <Box sx={{ mt: 2 }}>
          <RecordHistory entityKind="bar" entityId={bar.id} />
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => onEdit(bar)}>{t('actions.edit')}</Button>
        <Button variant="contained" onClick={onClose}>
          {t('actions.close')}
        </Button>
      </DialogActions>
    </>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <Box component="dt">{label}</Box>
      <Box component="dd">{children}</Box>
    </>
  );
}

function History({ history }: { history: AdminBarDetail['statusHistory'] }) {
  const { t } = useTranslation('bars-admin');
  if (history.length === 0)
    return (
      <Typography variant="body2" color="text.secondary">
        {t('detail.noHistory')}
      </Typography>
    );
  const name = (s: string) => t(`status.${s}`, { defaultValue: s });
  return (
    <List dense disablePadding aria-label={t('detail.history')}>
      {history.map((h) => (
        <ListItem key={h.id} disableGutters divider>
          <ListItemText
            primary={t('detail.historyLine', { from: name(h.fromStatus), to: name(h.toStatus) })}
            secondary={
              <>
                {h.changedBy
                  ? t('detail.historyBy', { when: formatDateTime(h.changedAt), who: h.changedBy })
                  : t('detail.historyByUnknown', { when: formatDateTime(h.changedAt) })}
                {h.reason ? (
                  <Box component="span" sx={{ display: 'block' }}>
                    {t('detail.reasonLabel', { reason: h.reason })}
                  </Box>
                ) : null}
              </>
            }
          />
        </ListItem>
      ))}
    </List>
  );
}

function addressOf(bar: AdminBar): string {
  const street = [bar.street, bar.number].filter(Boolean).join(' ');
  const city = [bar.postalCode, bar.city].filter(Boolean).join(' ');
  return [street, city, bar.state, bar.country].filter(Boolean).join(', ');
}

/** '2 screens, 1 with sound · Big screen or projector · Outdoor screen · 80 guests'. */
function viewingText(bar: AdminBarDetail, t: (key: string, options?: Record<string, unknown>) => string): string {
  const v = bar.viewing;
  return [
    t('detail.screens', { count: v.screens, sound: v.soundZones }),
    v.bigScreen ? t('detail.bigScreen') : null,
    v.outdoorScreen ? t('detail.outdoorScreen') : null,
    v.capacity === null ? null : t('detail.capacity', { count: v.capacity }),
  ]
    .filter(Boolean)
    .join(' · ');
}
