import { useMemo, useRef, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  Box,
  Button,
  FormControlLabel,
  IconButton,
  Paper,
  Radio,
  RadioGroup,
  Tooltip,
  Typography,
} from '@mui/material';
import { format, formatISO, parseISO } from 'date-fns';
import AddIcon from '@mui/icons-material/Add';
import RemoveCircleOutlineIcon from '@mui/icons-material/RemoveCircleOutlineOutlined';
import { MIN_ANSWERS } from '@app/contract/championships';
import { useNotify } from '../../../components/feedback/notifier.tsx';
import { localMessage } from '../../../lib/message-text.ts';
import { translatedResolver } from '../../../lib/translated-resolver.ts';
import { emptyLocalized, type Localized } from '../model/localized.ts';
import type { QuestionItem } from '../model/championship-draft.ts';
import type { DefaultClose } from '../model/question-close.ts';
import { formatDateTime } from '../../../lib/format-date.ts';
import { questionFormSchema } from '../model/championship-form-data.ts';
import { LanguageTabs, LocalizedTextField } from './localized-text-field.tsx';
import { MomentPicker } from '../../../components/date-picker/moment-picker.tsx';

type Props = {
  question: QuestionItem | null;
  /** When the question closes if no close time is given (questions-section.tsx's defaultCloseOf). */
  defaultClose: DefaultClose;
  languages: readonly string[];
  onSave: (question: QuestionItem) => void;
  onCancel: () => void;
};

type Answer = { id: string; text: Localized };
/** The marked answer is held by its row's id, so it follows its row when others are removed. */
type QuestionFormState = { questionText: Localized; answers: Answer[]; correct: string; closesAt: string };
const NONE = 'none';

/** What docs/product.md's question rules read: the texts and the marked row's index. */
function answersOf({ questionText, answers, correct }: QuestionFormState) {
  const index = answers.findIndex((a) => a.id === correct);
  return { questionText, answers: answers.map((a) => a.text), correctAnswer: index === -1 ? null : index };
}

/** The question as the editor keeps it, with the close time in ISO 8601 (null: at the first kick-off). */
const draftOf = (state: QuestionFormState) => ({
  ...answersOf(state),
  closesAt: state.closesAt ? formatISO(new Date(state.closesAt)) : null,
});

/**
 * A quiz question: its title and answers per language (one language switch for the whole form); starts with 2 answers.
 * Staff mark the correct answer (after the event, or at once for trivia) and may set a close time.
 */
export function QuestionForm({ question, defaultClose, languages, onSave, onCancel }: Props) {
  const { t } = useTranslation('championships');
  const notify = useNotify();
  const [language, setLanguage] = useState(languages[0] ?? 'en');
  const schema = useMemo(
    () => z.custom<QuestionFormState>().transform(answersOf).pipe(questionFormSchema(languages)),
    [languages],
  );
  const { control, handleSubmit, getValues, setValue, setFocus } = useForm<QuestionFormState, unknown, unknown>({
    resolver: translatedResolver(zodResolver(schema)),
    // The focus goes to the field of the problem the toast shows (below): the answers are no form field of their own.
    shouldFocusError: false,
    defaultValues: {
      questionText: question?.questionText ?? emptyLocalized(),
      answers: (question?.answers ?? Array.from({ length: MIN_ANSWERS }, emptyLocalized)).map((text, i) => ({
        id: `answer-${i}`,
        text,
      })),
      correct: (question?.correctAnswer ?? null) === null ? NONE : `answer-${question!.correctAnswer}`,
      closesAt: question?.closesAt ? format(parseISO(question.closesAt), "yyyy-MM-dd'T'HH:mm") : '',
    },
  });
  const answers = useWatch({ control, name: 'answers' });
  const setAnswers = (change: (list: Answer[]) => Answer[]) => setValue('answers', change(getValues('answers')));
  const [nextId, setNextId] = useState(answers.length);
  const answerInputs = useRef(new Map<string, HTMLInputElement>());
  const addAnswerButton = useRef<HTMLButtonElement>(null);

  /**
   * An answers problem: the first empty answer in the shown language, Add Answer when there are too few, else the first
   * answer.
   */
  const focusAnswers = () => {
    const inputs = getValues('answers').flatMap((a) => answerInputs.current.get(a.id) ?? []);
    const target =
      inputs.find((input) => input.value.trim() === '') ??
      (inputs.length < MIN_ANSWERS ? addAnswerButton.current : inputs[0]);
    target?.focus();
  };

  // The schema checks the question in the contract's shape; the editor keeps its own (texts per language).
  const keep = () => onSave({ ...(question ?? { key: crypto.randomUUID() }), ...draftOf(getValues()) });
  const refuse = () => {
    // The first problem, in the contract's order, is the one shown, and its field takes the focus.
    const parsed = schema.safeParse(getValues());
    if (parsed.success) return;
    const [first] = parsed.error.issues;
    notify.error(localMessage(first?.message ?? ''), t('common:errorTitle'));
    if (first?.path[0] === 'possibleAnswers') focusAnswers();
    else setFocus('questionText');
  };

  return (
    <Paper
      variant="outlined"
      component="form"
      noValidate
      aria-label={question ? t('questions.editTitle') : t('questions.newTitle')}
      onSubmit={(e) => {
        void handleSubmit(keep, refuse)(e);
      }}
      sx={{ p: 2, display: 'grid', gap: 1.5, width: '100%' }}
    >
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {question ? t('questions.editTitle') : t('questions.newTitle')}
      </Typography>
      {languages.length > 1 ? (
        <LanguageTabs languages={languages} value={language} onChange={setLanguage} label={t('languages.label')} />
      ) : null}
      <Controller
        control={control}
        name="questionText"
        render={({ field }) => (
          <LocalizedTextField
            label={t('questions.question')}
            value={field.value}
            onChange={field.onChange}
            inputRef={field.ref}
            languages={languages}
            language={language}
            autoFocus
          />
        )}
      />
      <Controller
        control={control}
        name="correct"
        render={({ field }) => (
          <RadioGroup
            value={field.value}
            onChange={(e) => field.onChange(e.target.value)}
            aria-label={t('questions.correct')}
            sx={{ display: 'grid', gap: 1.5 }}
          >
            {answers.map((answer, index) => (
              <Box key={answer.id} sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
                <Tooltip title={t('questions.markCorrect')}>
                  <Radio
                    value={answer.id}
                    sx={{ mt: 0.5 }}
                    slotProps={{ input: { 'aria-label': t('questions.correctN', { n: index + 1 }) } }}
                  />
                </Tooltip>
                <Box sx={{ flexGrow: 1 }}>
                  <LocalizedTextField
                    label={t('questions.answer', { n: index + 1 })}
                    value={answer.text}
                    onChange={(text) =>
                      setAnswers((list) => list.map((a) => (a.id === answer.id ? { ...a, text } : a)))
                    }
                    languages={languages}
                    language={language}
                    inputRef={(input: HTMLInputElement | null) => {
                      if (input) answerInputs.current.set(answer.id, input);
                      else answerInputs.current.delete(answer.id);
                    }}
                  />
                </Box>
                <Tooltip title={t('questions.removeAnswer')}>
                  <IconButton
                    aria-label={`${t('questions.removeAnswer')} ${index + 1}`}
                    sx={{ mt: 1 }}
                    onClick={() => setAnswers((list) => list.filter((a) => a.id !== answer.id))}
                  >
                    <RemoveCircleOutlineIcon />
                  </IconButton>
                </Tooltip>
              </Box>
            ))}
            <FormControlLabel value={NONE} control={<Radio />} label={t('questions.notMarked')} />
          </RadioGroup>
        )}
      />
      <Typography variant="body2" color="text.secondary">
        {t('questions.judgedAtClose')}
      </Typography>
      <Controller
        control={control}
        name="closesAt"
        render={({ field }) => (
          <Box sx={{ maxWidth: 320 }}>
            <MomentPicker
              label={t('questions.closesAt')}
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              helperText={
                defaultClose.kind === 'none'
                  ? t('questions.closesAtNeeded')
                  : t(`questions.closesAtHelp.${defaultClose.kind}`, { at: formatDateTime(defaultClose.at) })
              }
            />
          </Box>
        )}
      />
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button
          ref={addAnswerButton}
          startIcon={<AddIcon />}
          onClick={() => {
            setAnswers((list) => [...list, { id: `answer-${nextId}`, text: emptyLocalized() }]);
            setNextId((n) => n + 1);
          }}
        >
          {t('questions.addAnswer')}
        </Button>
        <Box sx={{ flexGrow: 1 }} />
        <Button onClick={onCancel}>{t('questions.cancel')}</Button>
        <Button type="submit" variant="contained">
          {t('questions.save')}
        </Button>
      </Box>
    </Paper>
  );
}
