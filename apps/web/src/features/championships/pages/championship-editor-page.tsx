import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Box, Button, CircularProgress, IconButton, Paper, Tooltip, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { DirectionalIcon } from '../../../components/directional-icon.tsx';
import { DEFAULT_LANGUAGES } from '@app/contract/languages';
import { PageHeader } from '../../../components/layout/page-header.tsx';
import { RecordHistory } from '../../../components/audit/record-history.tsx';
import { useActiveLanguages } from '../api/get-languages.ts';
import { useChampionshipDetail } from '../api/get-championship-detail.ts';
import { ChampionshipEditor } from '../components/championship-editor.tsx';
import { LeaguesPanel } from '../components/leagues-panel.tsx';

/** `/official-championship/new` and `/official-championship/:id`. */
export function ChampionshipEditorPage() {
  const { t } = useTranslation('championships');
  const { id } = useParams();
  const languagesQuery = useActiveLanguages();
  const detailQuery = useChampionshipDetail(id);
  // Bumped after an update: the editor starts again from the saved championship.
  const [version, setVersion] = useState(0);

  // Without a language list (a failed call), texts are held in en and ro (docs/product.md §5).
  const codes = languagesQuery.data?.map((l) => l.code);
  const languages = codes && codes.length > 0 ? codes : [...DEFAULT_LANGUAGES];
  const loading = languagesQuery.isPending || (id !== undefined && detailQuery.isPending);

  const back = (
    <Tooltip title={t('editor.back')}>
      <IconButton component={RouterLink} to="/official-championships" aria-label={t('editor.back')} edge="start">
        <DirectionalIcon icon={ArrowBackIcon} />
      </IconButton>
    </Tooltip>
  );

  let body;
  if (loading) {
    body = (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 8 }}>
        <CircularProgress aria-label={t('common:loading')} />
      </Box>
    );
  } else if (id !== undefined && !detailQuery.data) {
    body = (
      <Box sx={{ py: 4 }}>
        <Typography sx={{ mb: 2 }}>{t('editor.notFound')}</Typography>
        <Button component={RouterLink} to="/official-championships" variant="outlined">
          {t('editor.backToList')}
        </Button>
      </Box>
    );
  } else {
    body = (
      <ChampionshipEditor
        key={`${id ?? 'new'}-${version}`}
        detail={id !== undefined ? detailQuery.data : undefined}
        languages={languages}
        onUpdated={() => setVersion((v) => v + 1)}
      />
    );
  }

  return (
    <Box sx={{ maxWidth: 1100 }}>
      <PageHeader leading={back} title={id === undefined ? t('editor.createTitle') : t('editor.editTitle')} />
      {body}
      {id !== undefined && detailQuery.data ? (
        <>
          <Paper variant="outlined" sx={{ p: 2, mt: 3 }}>
            <LeaguesPanel championshipId={id} />
          </Paper>
          <Paper variant="outlined" sx={{ p: 2, mt: 3 }}>
            <RecordHistory entityKind="championship" entityId={id} />
          </Paper>
        </>
      ) : null}
    </Box>
  );
}
