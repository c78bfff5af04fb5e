import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import type { Answer, PlayQuestion } from '@app/contract/game';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { usePutAnswer } from '../api/put-answer.ts';
import { inLanguage } from './localized.ts';

type Props = { championshipId: string; question: PlayQuestion; answer: Answer | undefined; canPlay: boolean };

/** A quiz question in the reader's language; an answer is saved as it is chosen, until the question closes. */
export function QuestionAnswer({ championshipId, question, answer, canPlay }: Props) {
  const { t } = useTranslation('play');
  const save = usePutAnswer(championshipId);
  const text = inLanguage(question.questionText)?.text ?? '';
  const answers = inLanguage(question.possibleAnswers)?.answers ?? [];
  // The tap's own state, set in its event: the radio is checked at once (the mutation's state
  // reaches the page a tick later, and a view read again meanwhile holds the old answer). A refused
  // save gives the choice back to what the server holds.
  const [picked, setPicked] = useState<number | null>(null);
  const chosen = picked ?? answer?.answer;
  return (
    <Paper component="li" variant="outlined" sx={{ p: 1.5, listStyle: 'none' }}>
      <Typography variant="subtitle1" component="h3" id={`question-${question.id}`}><bdi>{text}</bdi></Typography>
      <RadioGroup aria-labelledby={`question-${question.id}`} value={chosen === undefined ? '' : String(chosen)}
        onChange={(e) => {
          const value = Number(e.target.value);
          setPicked(value);
          save.mutate({ questionId: question.id, answer: value }, { onError: () => setPicked(null) });
        }}>
        {answers.map((a, i) => (
          <FormControlLabel key={a + String(i)} value={String(i)} disabled={!canPlay || question.closed}
            control={<Radio />} label={<><bdi>{a}</bdi>{question.correctAnswer === i ? ` ✓ ${t('question.correct')}` : ''}</>} />
        ))}
      </RadioGroup>
      <Typography variant="body2" color="text.secondary">
        {question.closed ? t('question.closed') : t('question.open')}
        {answer?.points !== null && answer?.points !== undefined ? ` · ${t('match.points', { count: answer.points })}` : ''}
      </Typography>
      {save.error ? <Alert severity="error" sx={{ mt: 1 }}>{save.error instanceof ApiRequestError ? save.error.message : t('common:somethingWentWrong')}</Alert> : null}
    </Paper>
  );
}
