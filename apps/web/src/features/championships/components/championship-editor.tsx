import { useReducer } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Alert, Box, Button, Stack } from '@mui/material';
import type { ChampionshipDetail } from '@app/contract/championships';
import { useNotify } from '../../../components/feedback/notifier.tsx';
import { localMessage } from '../../../lib/message-text.ts';
import { useSaveChampionship } from '../api/save-championship.ts';
import { draftFromDetail, draftReducer, newDraft } from '../model/championship-draft.ts';
import { championshipFormData, draftProblems } from '../model/championship-form-data.ts';
import { ChampionshipHeaderForm } from './championship-header-form.tsx';
import { PrizesSection } from './prizes-section.tsx';
import { QuestionsSection } from './questions-section.tsx';
import { MatchesSection } from './matches-section.tsx';
import { ScoringSection } from './scoring-section.tsx';

type Props = {
  /** The stored championship to edit; absent to create one. */
  detail?: ChampionshipDetail;
  languages: readonly string[];
  /** After an update: the page shows the saved state. */
  onUpdated: () => void;
};

/** The whole editor. Everything is local until 'Create Championship' / 'Update Championship' sends one request. */
export function ChampionshipEditor({ detail, languages, onUpdated }: Props) {
  const { t } = useTranslation('championships');
  const notify = useNotify();
  const navigate = useNavigate();
  const [draft, dispatch] = useReducer(draftReducer, undefined, () =>
    detail ? draftFromDetail(detail, languages) : newDraft(),
  );
  const save = useSaveChampionship();
  const mode = draft.id ? 'update' : 'create';

  const submit = () => {
    const [problem] = draftProblems(draft, languages);
    if (problem) {
      notify.error(localMessage(problem), t('common:errorTitle'));
      return;
    }
    save.mutate(
      { mode, form: championshipFormData(draft, languages) },
      {
        onSuccess: () => {
          if (mode === 'create') {
            notify.success(t('editor.created'));
            void navigate('/official-championships');
          } else {
            notify.success(t('editor.updated'));
            onUpdated();
          }
        },
      },
    );
  };

  const failure = detail?.scoringFailure;
  return (
    <Stack spacing={3}>
      {/* A scoring job that threw: staff learn the boards are behind, and what heals them. */}
      {failure ? (
        <Alert severity="error">
          {t(failure.setAside ? 'scoring.failureSetAside' : 'scoring.failureRetrying', { error: failure.lastError })}
        </Alert>
      ) : null}
      <ChampionshipHeaderForm draft={draft} dispatch={dispatch} languages={languages} />
      <PrizesSection draft={draft} dispatch={dispatch} languages={languages} />
      <QuestionsSection draft={draft} dispatch={dispatch} languages={languages} />
      <MatchesSection draft={draft} dispatch={dispatch} />
      <ScoringSection draft={draft} dispatch={dispatch} />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', pb: 2 }}>
        <Button variant="contained" size="large" onClick={submit} loading={save.isPending}>
          {mode === 'create' ? t('editor.create') : t('editor.update')}
        </Button>
      </Box>
    </Stack>
  );
}
