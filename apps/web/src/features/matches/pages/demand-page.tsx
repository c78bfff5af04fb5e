import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import {
  Alert,
  Box,
  CircularProgress,
  FormControlLabel,
  Link,
  MenuItem,
  Stack,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import type { DemandMatch } from '@app/contract/bar-demand';
import { PageHeader } from '../../../components/layout/page-header.tsx';
import { useNotify } from '../../../components/feedback/notifier.tsx';
import { useDemand } from '../api/get-demand.ts';
import { useChangeBroadcast } from '../api/change-broadcast-status.ts';
import { DemandList } from '../components/demand-list.tsx';

const DISTANCES = [10, 25, 50, 100] as const;
const KM_PARAM = 'km';
const ONLY_PARAM = 'only';

/**
 * /demand: the coming 14 days of matches by what fans near the bar do about them; a match not shown yet switched on
 * from here.
 */
export function DemandPage() {
  const { t } = useTranslation('matches');
  const notify = useNotify();
  const [params, setParams] = useSearchParams();
  // The choices answer the tap at once; the address follows them (a router's navigation is a
  // transition, and a controlled switch waiting for it would flip back under the finger).
  const [km, setKm] = useState(() => {
    const asked = Number(params.get(KM_PARAM));
    return (DISTANCES as readonly number[]).includes(asked) ? asked : 25;
  });
  const [onlyNotShown, setOnlyNotShown] = useState(() => params.get(ONLY_PARAM) === 'not-shown');
  const demand = useDemand(km);
  const show = useChangeBroadcast();
  const data = demand.data;
  const setParam = (key: string, value: string | null) => {
    const next = new URLSearchParams(params);
    if (value === null) next.delete(key);
    else next.set(key, value);
    setParams(next, { replace: true });
  };
  const onShow = (match: DemandMatch) =>
    show.mutate(
      { matchId: match.matchId, status: true },
      { onSuccess: () => notify.success(t('demandView.shownNow', { match: match.headline })) },
    );
  const matches = data ? data.matches.filter((m) => !onlyNotShown || !m.shownHere) : [];

  return (
    <Box>
      <PageHeader
        title={t('demandView.title')}
        actions={
          <TextField
            select
            size="small"
            label={t('demandView.distance')}
            value={km}
            onChange={(e) => {
              setKm(Number(e.target.value));
              setParam(KM_PARAM, String(e.target.value) === '25' ? null : String(e.target.value));
            }}
            sx={{ minWidth: 140 }}
          >
            {DISTANCES.map((d) => (
              <MenuItem key={d} value={d}>
                {t('demandView.within', { km: d })}
              </MenuItem>
            ))}
          </TextField>
        }
      />
      {demand.isPending ? <CircularProgress aria-label={t('demandView.loading')} /> : null}
      {demand.refusal ? <Alert severity="error">{demand.refusal}</Alert> : null}
      {data ? (
        <Stack spacing={2}>
          <Typography variant="body2" color="text.secondary">
            {t('demandView.explain', { days: data.days, km: data.km })}
          </Typography>
          {data.located ? null : (
            <Alert severity="info">
              {t('demandView.notLocated')}{' '}
              <Link component={RouterLink} to="/edit-bar">
                {t('demandView.placeBar')}
              </Link>
            </Alert>
          )}
          <FormControlLabel
            control={
              <Switch
                checked={onlyNotShown}
                onChange={(_, on) => {
                  setOnlyNotShown(on);
                  setParam(ONLY_PARAM, on ? 'not-shown' : null);
                }}
              />
            }
            label={t('demandView.onlyNotShown')}
          />
          {matches.length === 0 ? (
            <Typography color="text.secondary">{t('demandView.empty')}</Typography>
          ) : (
            <DemandList matches={matches} km={data.km} onShow={onShow} busy={show.isPending} />
          )}
        </Stack>
      ) : null}
    </Box>
  );
}
