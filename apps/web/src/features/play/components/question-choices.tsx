import { useState } from 'react';
import Alert from '@mui/material/Alert';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import type { Answer, PlayQuestion } from '@app/contract/game';
import { usePutAnswer } from '../api/put-answer.ts';
import { AnswerText } from './answer-text.tsx';

type Props = { championshipId: string; question: PlayQuestion; answers: string[]; answer: Answer | undefined };

/**
 * A player's choices of a quiz question: an answer is saved as it is chosen, until the question
 * closes. Loaded as the question nears the screen (components/near-screen.tsx).
 */
export function QuestionChoices({ championshipId, question, answers, answer }: Props) {
  const save = usePutAnswer(championshipId);
  // The tap's own state, set in its event: the radio is checked at once (the mutation's state
  // reaches the page a tick later, and a view read again meanwhile holds the old answer). A refused
  // save gives the choice back to what the server holds.
  const [picked, setPicked] = useState<number | null>(null);
  const chosen = picked ?? answer?.answer;
  return (
    <>
      <RadioGroup
        aria-labelledby={`question-${question.id}`}
        value={chosen === undefined ? '' : String(chosen)}
        onChange={(e) => {
          const value = Number(e.target.value);
          setPicked(value);
          save.mutate({ questionId: question.id, answer: value }, { onError: () => setPicked(null) });
        }}
      >
        {answers.map((a, i) => (
          <FormControlLabel
            key={a + String(i)}
            value={String(i)}
            disabled={question.closed}
            control={<Radio />}
            label={<AnswerText text={a} correct={question.correctAnswer === i} />}
          />
        ))}
      </RadioGroup>
      {save.refusal ? (
        <Alert severity="error" sx={{ mt: 1 }}>
          {save.refusal}
        </Alert>
      ) : null}
    </>
  );
}
