import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { Answer, PlayQuestion } from '@app/contract/game';
import { NearScreen } from '../../../components/near-screen.tsx';
import { formatDateTimeIn, formatReaderDateTime } from '../../../lib/format-date-time-in.ts';
import { useReaderZoneKnown } from '../../../lib/use-reader-zone-known.ts';
import { AnswerText } from './answer-text.tsx';
import { questionChoices } from './later-parts.ts';
import { blockLanguage, textIn } from './localized.ts';

/**
 * `timeZone`: the championship's, in which the close is written while the reader's is not known yet;
 * `championshipLanguage`: the language its texts fall back to (localized.ts).
 */
type Props = {
  championshipId: string;
  timeZone: string;
  championshipLanguage: string | undefined;
  question: PlayQuestion;
  answer: Answer | undefined;
  canPlay: boolean;
};

/** A radio's row (MUI's FormControlLabel): the choices take the room they were kept. */
const CHOICE_ROW_HEIGHT = 42;

/**
 * A quiz question in the reader's language. A player chooses an answer (the choices' code loads as
 * the question nears the screen); a reader who cannot play reads the answers, the correct one marked,
 * without the radios' code.
 */
export function QuestionAnswer({ championshipId, timeZone, championshipLanguage, question, answer, canPlay }: Props) {
  const { t } = useTranslation('play');
  const zoneKnown = useReaderZoneKnown();
  const closesAt = question.closesAt;
  const open = closesAt
    ? t('question.openUntil', { at: zoneKnown ? formatReaderDateTime(closesAt) : formatDateTimeIn(closesAt, timeZone) })
    : t('question.open');
  const language = blockLanguage(championshipLanguage, question.questionText, question.possibleAnswers);
  const text = textIn(question.questionText, language)?.text ?? '';
  const answers = textIn(question.possibleAnswers, language)?.answers ?? [];
  return (
    <Paper component="li" variant="outlined" lang={language} sx={{ p: 1.5, listStyle: 'none' }}>
      <Typography variant="subtitle1" component="h3" id={`question-${question.id}`}>
        <bdi>{text}</bdi>
      </Typography>
      {canPlay ? (
        <NearScreen minHeight={answers.length * CHOICE_ROW_HEIGHT}>
          <questionChoices.Component
            championshipId={championshipId}
            question={question}
            answers={answers}
            answer={answer}
          />
        </NearScreen>
      ) : (
        <Box component="ul" aria-labelledby={`question-${question.id}`} sx={{ my: 0.5, pl: 2.5, typography: 'body1' }}>
          {answers.map((a, i) => (
            <li key={a + String(i)}>
              <AnswerText text={a} correct={question.correctAnswer === i} />
            </li>
          ))}
        </Box>
      )}
      <Typography variant="body2" color="text.secondary">
        {question.closed ? t('question.closed') : open}
        {answer?.points !== null && answer?.points !== undefined ? ` · ${t('points', { count: answer.points })}` : ''}
      </Typography>
    </Paper>
  );
}
