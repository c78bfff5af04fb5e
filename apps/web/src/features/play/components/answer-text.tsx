import { useTranslation } from 'react-i18next';

/** A quiz answer as the player pages write it: isolated (a right-to-left page), the correct one marked. */
export function AnswerText({ text, correct }: { text: string; correct: boolean }) {
  const { t } = useTranslation('play');
  return (
    <>
      <bdi>{text}</bdi>
      {correct ? ` ✓ ${t('question.correct')}` : ''}
    </>
  );
}
