import { useTranslation } from 'react-i18next';
import {
  Box,
  IconButton,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Tooltip,
  Typography,
  useMediaQuery,
} from '@mui/material';
import { useTheme } from '@mui/material/styles';
import QrCode2Icon from '@mui/icons-material/QrCode2';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import type { Winner } from '@app/contract/winners';
import { WinnerStatus } from './winner-status.tsx';
import { useWinnerText } from './use-winner-text.ts';

type Props = { winners: Winner[]; onShowQr: (winner: Winner) => void; onRemove: (winner: Winner) => void };

function Actions({ winner, onShowQr, onRemove }: { winner: Winner } & Omit<Props, 'winners'>) {
  const { t } = useTranslation('winners');
  return (
    <Box sx={{ display: 'flex', gap: 0.5, justifyContent: 'flex-end' }}>
      <Tooltip title={t('actions.showQr')}>
        <IconButton aria-label={`${t('actions.showQr')}: ${winner.name}`} onClick={() => onShowQr(winner)}>
          <QrCode2Icon />
        </IconButton>
      </Tooltip>
      {/* A redeemed prize stays on record: an empty slot keeps the icons aligned. */}
      {winner.redeemedAt ? (
        <Box sx={{ width: 40 }} aria-hidden />
      ) : (
        <Tooltip title={t('actions.remove')}>
          <IconButton aria-label={`${t('actions.remove')}: ${winner.name}`} onClick={() => onRemove(winner)}>
            <DeleteOutlineIcon />
          </IconButton>
        </Tooltip>
      )}
    </Box>
  );
}

/** A table on wide screens, one card per winner on narrow ones. */
export function WinnersTable({ winners, onShowQr, onRemove }: Props) {
  const { t } = useTranslation('winners');
  const text = useWinnerText();
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('md'));

  if (narrow) {
    return (
      <Stack spacing={1.5} data-testid="winners-list">
        {winners.map((w) => (
          <Paper key={w.id} variant="outlined" sx={{ p: 2 }} data-testid="winner-row">
            <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
              <Box sx={{ flexGrow: 1, minWidth: 0 }}>
                <Typography sx={{ fontWeight: 700 }}>
                  {text.place(w.position)} · {w.name}
                </Typography>
                <Typography variant="body2" color="text.secondary" noWrap>
                  {w.email}
                </Typography>
                <Typography variant="body2">
                  {text.period(w)} · {w.prize.name}
                </Typography>
              </Box>
              <Actions winner={w} onShowQr={onShowQr} onRemove={onRemove} />
            </Box>
            <Box sx={{ mt: 1 }}>
              <WinnerStatus winner={w} />
            </Box>
          </Paper>
        ))}
      </Stack>
    );
  }
  return (
    <TableContainer component={Paper}>
      <Table data-testid="winners-list">
        <TableHead>
          <TableRow>
            <TableCell>{t('columns.position')}</TableCell>
            <TableCell>{t('columns.period')}</TableCell>
            <TableCell>{t('columns.prize')}</TableCell>
            <TableCell>{t('columns.name')}</TableCell>
            <TableCell>{t('columns.email')}</TableCell>
            <TableCell>{t('columns.status')}</TableCell>
            <TableCell align="right">
              <Box component="span" className="no-print">
                {t('columns.actions')}
              </Box>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {winners.map((w) => (
            <TableRow key={w.id} hover data-testid="winner-row">
              <TableCell sx={{ fontWeight: 700 }}>{text.place(w.position)}</TableCell>
              <TableCell>{text.period(w)}</TableCell>
              <TableCell>{w.prize.name}</TableCell>
              <TableCell>{w.name}</TableCell>
              <TableCell>{w.email}</TableCell>
              <TableCell sx={{ maxWidth: 280 }}>
                <WinnerStatus winner={w} />
              </TableCell>
              <TableCell align="right" className="no-print">
                <Actions winner={w} onShowQr={onShowQr} onRemove={onRemove} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
