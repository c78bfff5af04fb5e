import { useNavigate } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { Box, Button, TextField } from '@mui/material';
import { createLeagueBodySchema, joinLeagueBodySchema } from '@app/contract/leagues';
import { MESSAGES_NAMESPACE } from '../../../lib/i18n.ts';
import { translatedResolver } from '../../../lib/translated-resolver.ts';
import { useCreateLeague } from '../api/post-league.ts';
import { useJoinLeague } from '../api/join-league.ts';
import { leaguePath } from '../api/league-keys.ts';

/** One field and its button on a line, the button under it on a narrow phone. */
const ROW = { display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'flex-start' } as const;

/** A new league's name; made, the player lands on its page to invite their friends. */
export function CreateLeagueForm({ championshipId }: { championshipId: string }) {
  const { t } = useTranslation(['play', MESSAGES_NAMESPACE]);
  const navigate = useNavigate();
  const create = useCreateLeague(championshipId);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: translatedResolver(zodResolver(createLeagueBodySchema)), defaultValues: { name: '' } });
  const { ref, ...name } = register('name');
  const error = errors.name?.message ?? create.refusal;
  return (
    <Box
      component="form"
      noValidate
      aria-label={t('leagues.create')}
      onSubmit={(e) =>
        void handleSubmit((body) => create.mutate(body, { onSuccess: (league) => void navigate(leaguePath(league)) }))(
          e,
        )
      }
      sx={ROW}
    >
      <TextField
        size="small"
        label={t('leagues.name')}
        inputRef={ref}
        {...name}
        error={!!error}
        helperText={error}
        sx={{ flex: '1 1 12rem' }}
      />
      <Button type="submit" variant="contained" loading={create.isPending} sx={{ minHeight: 40 }}>
        {t('leagues.create')}
      </Button>
    </Box>
  );
}

/** A code typed by hand; joined, the player lands on the league. */
export function JoinLeagueForm() {
  const { t } = useTranslation(['play', MESSAGES_NAMESPACE]);
  const navigate = useNavigate();
  const join = useJoinLeague();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: translatedResolver(zodResolver(joinLeagueBodySchema)), defaultValues: { code: '' } });
  const { ref, ...code } = register('code');
  const error = errors.code?.message ?? join.refusal;
  return (
    <Box
      component="form"
      noValidate
      aria-label={t('leagues.join')}
      onSubmit={(e) =>
        void handleSubmit((body) =>
          join.mutate(body.code, { onSuccess: (league) => void navigate(leaguePath(league)) }),
        )(e)
      }
      sx={ROW}
    >
      <TextField
        size="small"
        label={t('leagues.code')}
        inputRef={ref}
        {...code}
        autoComplete="off"
        slotProps={{ htmlInput: { autoCapitalize: 'characters', spellCheck: false } }}
        error={!!error}
        helperText={error}
        sx={{ flex: '1 1 12rem' }}
      />
      <Button type="submit" variant="outlined" loading={join.isPending} sx={{ minHeight: 40 }}>
        {t('leagues.join')}
      </Button>
    </Box>
  );
}
