import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { Alert, Box, Button, CircularProgress, IconButton, Tooltip } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { DirectionalIcon } from '../../../components/directional-icon.tsx';
import { PageHeader } from '../../../components/layout/page-header.tsx';
import { useAdminMatch } from '../api/admin-get-match.ts';
import { useActiveCompetitions } from '../api/get-active-competitions.ts';
import { MatchFormDialog } from '../components/admin/match-form-dialog.tsx';

/** /match/{id}: the edit dialog for one match, reached from a grid card (admins only). */
export function MatchEditPage() {
  const { t } = useTranslation('matches-admin');
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const match = useAdminMatch(id);
  const competitions = useActiveCompetitions();
  const back = () => void navigate('/matches');

  return (
    <>
      <PageHeader
        title={t('editPage.title')}
        leading={
          <Tooltip title={t('editPage.back')}>
            <IconButton component={RouterLink} to="/matches" aria-label={t('editPage.back')}>
              <DirectionalIcon icon={ArrowBackIcon} />
            </IconButton>
          </Tooltip>
        }
      />
      {match.isPending ? (
        <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
          <CircularProgress aria-label={t('common:loading')} />
        </Box>
      ) : null}
      {match.isError ? (
        <Alert
          severity="warning"
          action={
            <Button component={RouterLink} to="/matches" color="inherit">
              {t('editPage.back')}
            </Button>
          }
        >
          {t('editPage.notFound')}
        </Alert>
      ) : null}
      {match.data ? (
        <MatchFormDialog
          key={match.data.id}
          open
          match={match.data}
          competitionOptions={(competitions.data ?? []).map((c) => c.name)}
          onClose={back}
        />
      ) : null}
    </>
  );
}
