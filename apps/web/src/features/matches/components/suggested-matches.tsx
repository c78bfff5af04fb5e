import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { Alert, Box, Button, Link, Paper, Stack, Typography } from '@mui/material';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import type { Suggestion } from '@app/contract/planner';
import { useNotify } from '../../../components/feedback/notifier.tsx';
import { useAcceptSuggestions } from '../api/accept-suggestions.ts';
import { useDismissSuggestions } from '../api/dismiss-suggestions.ts';
import { useSuggestions } from '../api/get-suggestions.ts';
import type { MatchesView } from '../hooks/use-matches-view.ts';
import { MatchesList } from './matches-list.tsx';

type Props = {
  view: MatchesView;
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  onPageSizeChange: (size: number) => void;
};

/**
 * The Suggested folder: what the bar's rules found, each accepted or dismissed by the owner (or all accepted at once).
 */
export function SuggestedMatches({ view, page, pageSize, onPageChange, onPageSizeChange }: Props) {
  const { t } = useTranslation('matches');
  const notify = useNotify();
  const suggestions = useSuggestions(true);
  const accept = useAcceptSuggestions((count) => notify.success(t('suggested.accepted', { count })));
  const dismiss = useDismissSuggestions((count) => notify.success(t('suggested.dismissed', { count })));
  const all = suggestions.data?.suggestions ?? [];
  const busy = accept.isPending || dismiss.isPending;

  const actions = (m: Suggestion) => (
    <Stack spacing={0.25} sx={{ alignItems: 'flex-end' }}>
      <Typography variant="caption" color="text.secondary">
        {t('suggested.because', { names: m.because.join(', ') })}
      </Typography>
      <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'nowrap' }}>
        <Button
          size="small"
          variant="contained"
          disabled={busy}
          onClick={() => accept.mutate({ matchIds: [m.id] })}
          aria-label={t('suggested.acceptOne', { headline: m.headline })}
        >
          {t('suggested.accept')}
        </Button>
        <Button
          size="small"
          disabled={busy}
          onClick={() => dismiss.mutate({ matchIds: [m.id] })}
          aria-label={t('suggested.dismissOne', { headline: m.headline })}
        >
          {t('suggested.dismiss')}
        </Button>
      </Stack>
    </Stack>
  );

  return (
    <Stack spacing={1.5}>
      <Paper sx={{ p: 1.5, display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Box sx={{ flexGrow: 1, minWidth: 200 }}>
          <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
            {t('suggested.title')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('suggested.intro')}{' '}
            <Link component={RouterLink} to="/planner">
              {t('suggested.editRules')}
            </Link>
          </Typography>
        </Box>
        <Button
          variant="contained"
          startIcon={<DoneAllIcon />}
          disabled={busy || all.length === 0}
          onClick={() => accept.mutate({ all: true })}
        >
          {t('suggested.acceptAll', { total: suggestions.data?.count ?? 0 })}
        </Button>
      </Paper>
      {suggestions.refusal ? <Alert severity="error">{suggestions.refusal}</Alert> : null}
      <MatchesList
        view={view}
        matches={all.slice(page * pageSize, (page + 1) * pageSize)}
        count={all.length}
        page={page}
        pageSize={pageSize}
        onPageChange={onPageChange}
        onPageSizeChange={onPageSizeChange}
        showScore={false}
        loading={suggestions.isFetching}
        notice={suggestions.data && all.length === 0 ? t('suggested.empty') : null}
        renderRowActions={actions}
      />
    </Stack>
  );
}
