import { useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  Alert,
  Box,
  Button,
  Chip,
  CircularProgress,
  IconButton,
  MenuItem,
  Paper,
  TextField,
  Typography,
} from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { DirectionalIcon } from '../../../components/directional-icon.tsx';
import AddIcon from '@mui/icons-material/Add';
import type { Winner } from '@app/contract/winners';
import { PageHeader } from '../../../components/layout/page-header.tsx';
import { useNotify } from '../../../components/feedback/notifier.tsx';
import { useWinners } from '../api/get-winners.ts';
import { useQrChampionships } from '../api/get-qr-championships.ts';
import { WinnersTable } from '../components/winners-table.tsx';
import { AwardWinnerDialog } from '../components/award-winner-dialog.tsx';
import { WinnerQrDialog } from '../components/winner-qr-dialog.tsx';
import { RemoveWinnerDialog } from '../components/remove-winner-dialog.tsx';
import { ProposalsPanel } from '../components/proposals-panel.tsx';

/** /official-championship/:id/winners — staff and admins record winners and hand out their QR codes. */
export function WinnersPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation('winners');
  const navigate = useNavigate();
  const notify = useNotify();
  const winners = useWinners(id);
  const qrChampionships = useQrChampionships();
  const [adding, setAdding] = useState(false);
  const [qr, setQr] = useState<Winner | null>(null);
  const [removing, setRemoving] = useState<Winner | null>(null);

  const list = winners.data;
  // The open QR card follows the list (e.g. "mailed" after sending), and still shows a winner just added.
  const qrWinner = qr ? (list?.winners.find((w) => w.id === qr.id) ?? qr) : null;
  const others = qrChampionships.data?.championships ?? [];
  const canAdd = !!list && list.championship.qrCodeEligible && list.prizes.length > 0;
  const redeemed = list?.winners.filter((w) => w.redeemedAt).length ?? 0;

  const back = (
    <IconButton component={RouterLink} to={`/official-championship/${id}`} aria-label={t('back')} className="no-print">
      <DirectionalIcon icon={ArrowBackIcon} />
    </IconButton>
  );
  const actions = (
    <Button variant="contained" startIcon={<AddIcon />} onClick={() => setAdding(true)} disabled={!canAdd}>
      {t('addWinner')}
    </Button>
  );

  if (winners.isPending) {
    return (
      <>
        <PageHeader title={t('title')} leading={back} />
        <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
          <CircularProgress aria-label={t('common:loading')} />
        </Box>
      </>
    );
  }
  if (!list) {
    return (
      <>
        <PageHeader title={t('title')} leading={back} />
        <Alert severity="error">{winners.refusal}</Alert>
      </>
    );
  }

  return (
    <>
      <PageHeader title={`${t('title')} – ${list.championship.name}`} leading={back} actions={actions} />
      <Paper variant="outlined" sx={{ p: 2, mb: 2, display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        {others.length > 1 ? (
          <TextField
            select
            size="small"
            label={t('championship')}
            value={others.some((c) => c.id === id) ? id : ''}
            onChange={(event) => {
              void navigate(`/official-championship/${event.target.value}/winners`);
            }}
            sx={{ minWidth: 240 }}
            className="no-print"
          >
            {others.map((c) => (
              <MenuItem key={c.id} value={c.id}>
                {c.name}
              </MenuItem>
            ))}
          </TextField>
        ) : null}
        <Typography variant="body2" color="text.secondary" sx={{ flexGrow: 1 }}>
          {t('counts', list.championship.prizeTypesCounts)}
        </Typography>
        <Chip
          label={t('redeemedCount', { redeemed, total: list.winners.length })}
          color={redeemed > 0 ? 'success' : 'default'}
          variant="outlined"
        />
      </Paper>
      {!list.championship.qrCodeEligible ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('notEligible')}
        </Alert>
      ) : null}
      {list.championship.qrCodeEligible && list.prizes.length === 0 ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('noPrizes')}
        </Alert>
      ) : null}
      {list.championship.qrCodeEligible && list.prizes.length > 0 ? (
        <ProposalsPanel
          list={list}
          onAwarded={(winner) => {
            notify.success(t('form.created'));
            setQr(winner);
          }}
        />
      ) : null}
      {list.winners.length === 0 ? (
        <Paper sx={{ p: 4, textAlign: 'center' }}>
          <Typography color="text.secondary">{t('empty')}</Typography>
        </Paper>
      ) : (
        <WinnersTable winners={list.winners} onShowQr={setQr} onRemove={setRemoving} />
      )}
      {canAdd ? (
        <AwardWinnerDialog
          list={list}
          open={adding}
          onClose={() => setAdding(false)}
          onAwarded={(winner) => {
            setAdding(false);
            notify.success(t('form.created'));
            setQr(winner);
          }}
        />
      ) : null}
      <WinnerQrDialog winner={qrWinner} championshipName={list.championship.name} onClose={() => setQr(null)} />
      <RemoveWinnerDialog winner={removing} onClose={() => setRemoving(null)} />
    </>
  );
}
