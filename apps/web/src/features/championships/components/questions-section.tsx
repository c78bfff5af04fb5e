import type { Dispatch } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, Button, IconButton, List, ListItem, ListItemText, Paper, Tooltip, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import DeleteIcon from '@mui/icons-material/Delete';
import type { ChampionshipDraft, DraftAction, QuestionItem } from '../model/championship-draft.ts';
import { readLocalized } from '../model/localized.ts';
import { defaultCloseOf } from '../model/question-close.ts';
import { formatDateTime } from '../../../lib/format-date.ts';
import { QuestionForm } from './question-form.tsx';

type Props = { draft: ChampionshipDraft; dispatch: Dispatch<DraftAction>; languages: readonly string[] };

export function QuestionsSection({ draft, dispatch, languages }: Props) {
  const { t } = useTranslation('championships');
  const first = languages[0] ?? 'en';
  const busy = draft.editing !== null;
  const editing = draft.editing?.kind === 'question' ? draft.editing : null;
  const visible = draft.questions.filter((q) => !q.deleted);
  const kickOffs = draft.matches.map((m) => m.scheduledDate);
  const closeOf = (question: QuestionItem | null) => defaultCloseOf(kickOffs, Boolean(question?._id), new Date());
  const form = (key: string | null) => {
    const question = key ? (draft.questions.find((q) => q.key === key) ?? null) : null;
    return (
      <QuestionForm
        key={key ?? 'new'}
        question={question}
        defaultClose={closeOf(question)}
        languages={languages}
        onSave={(saved) => dispatch({ type: 'saveQuestion', question: saved })}
        onCancel={() => dispatch({ type: 'cancelEdit' })}
      />
    );
  };
  /** The list's line of when a question closes: its own close time, else its default one. */
  const closesText = (question: QuestionItem) => {
    if (question.closesAt) return t('questions.closes', { at: formatDateTime(question.closesAt) });
    const close = closeOf(question);
    return close.kind === 'none'
      ? t('questions.closesAtNeeded')
      : t('questions.closes', { at: formatDateTime(close.at) });
  };

  return (
    <Paper component="section" aria-labelledby="championship-questions" sx={{ p: { xs: 2, md: 3 } }}>
      <Box sx={{ display: 'flex', alignItems: 'center', mb: 1 }}>
        <Typography id="championship-questions" variant="h6" component="h2" sx={{ flexGrow: 1 }}>
          {t('questions.title')}
        </Typography>
        <Button
          startIcon={<AddIcon />}
          variant="outlined"
          disabled={busy}
          onClick={() => dispatch({ type: 'startEdit', kind: 'question', key: null })}
        >
          {t('questions.add')}
        </Button>
      </Box>
      {editing?.key === null ? form(null) : null}
      {visible.length === 0 && editing?.key !== null ? (
        <Typography color="text.secondary" sx={{ py: 2 }}>
          {t('questions.empty')}
        </Typography>
      ) : (
        <List aria-label={t('questions.title')}>
          {visible.map((question) => {
            const title = readLocalized(question.questionText, first, languages);
            if (editing?.key === question.key)
              return (
                <ListItem key={question.key} disableGutters>
                  {form(question.key)}
                </ListItem>
              );
            return (
              <ListItem
                key={question.key}
                divider
                aria-label={title}
                secondaryAction={
                  <Box sx={{ display: 'flex', gap: 0.5 }}>
                    <Tooltip title={t('questions.edit')}>
                      <span>
                        <IconButton
                          aria-label={t('questions.edit')}
                          disabled={busy}
                          onClick={() => dispatch({ type: 'startEdit', kind: 'question', key: question.key })}
                        >
                          <EditIcon />
                        </IconButton>
                      </span>
                    </Tooltip>
                    <Tooltip title={t('questions.delete')}>
                      <IconButton
                        aria-label={t('questions.delete')}
                        onClick={() => dispatch({ type: 'deleteQuestion', key: question.key })}
                      >
                        <DeleteIcon />
                      </IconButton>
                    </Tooltip>
                  </Box>
                }
              >
                <ListItemText
                  primary={title}
                  secondary={`${question.answers.map((a) => readLocalized(a, first, languages)).join(' · ')} — ${closesText(question)}`}
                  slotProps={{ secondary: { sx: { pr: 10 } } }}
                />
              </ListItem>
            );
          })}
        </List>
      )}
    </Paper>
  );
}
