import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import {
  Alert,
  Autocomplete,
  Avatar,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  Stack,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
} from '@mui/material';
import type { z } from 'zod';
import { createRuleBodySchema, type RuleTarget } from '@app/contract/planner';
import { translatedResolver } from '../../../lib/translated-resolver.ts';
import { useNotify } from '../../../components/feedback/notifier.tsx';
import { useCreateRule } from '../api/create-rule.ts';
import { useRuleTargets } from '../api/search-rule-targets.ts';
import { sizedMediaUrl } from '../../../lib/sized-media-url.ts';

type Values = z.input<typeof createRuleBodySchema>;
const EMPTY: Values = { kind: 'team', targetId: '', onlyInOpeningHours: false };

/** 'Always show team X' or 'always show competition Y', optionally only inside the opening hours. */
export function RuleDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('planner');
  const notify = useNotify();
  const create = useCreateRule();
  const [text, setText] = useState('');
  const [picked, setPicked] = useState<RuleTarget | null>(null);
  const {
    control,
    handleSubmit,
    reset,
    setValue,
    formState: { errors },
  } = useForm<Values, unknown, z.output<typeof createRuleBodySchema>>({
    resolver: translatedResolver(zodResolver(createRuleBodySchema)),
    defaultValues: EMPTY,
  });
  const kind = useWatch({ control, name: 'kind' });
  const targets = useRuleTargets(kind, text);

  const close = () => {
    reset(EMPTY);
    setPicked(null);
    setText('');
    create.reset();
    onClose();
  };
  const submit = handleSubmit((values) =>
    create.mutate(values, {
      onSuccess: (rule) => {
        notify.success(t('rules.added', { name: rule.name }));
        close();
      },
    }),
  );

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="xs" aria-labelledby="rule-dialog-title">
      <form noValidate onSubmit={submit}>
        <DialogTitle id="rule-dialog-title">{t('rules.addTitle')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {create.refusal ? <Alert severity="error">{create.refusal}</Alert> : null}
            <Controller
              control={control}
              name="kind"
              render={({ field }) => (
                <ToggleButtonGroup
                  exclusive
                  fullWidth
                  size="small"
                  value={field.value}
                  aria-label={t('rules.kind')}
                  onChange={(_, value: Values['kind'] | null) => {
                    if (value) {
                      field.onChange(value);
                      setPicked(null);
                      setText('');
                      setValue('targetId', '');
                    }
                  }}
                >
                  <ToggleButton value="team">{t('rules.kinds.team')}</ToggleButton>
                  <ToggleButton value="competition">{t('rules.kinds.competition')}</ToggleButton>
                </ToggleButtonGroup>
              )}
            />
            <Autocomplete
              options={targets.data ?? []}
              value={picked}
              inputValue={text}
              loading={targets.isFetching}
              filterOptions={(options) => options}
              isOptionEqualToValue={(a, b) => a.id === b.id}
              getOptionLabel={(o) => o.name}
              noOptionsText={kind === 'team' && text.trim().length < 2 ? t('rules.typeToSearch') : t('rules.noTarget')}
              onInputChange={(_, value) => setText(value)}
              onChange={(_, value) => {
                setPicked(value);
                setValue('targetId', value?.id ?? '', { shouldValidate: true });
              }}
              renderOption={({ key, ...props }, o) => (
                <li key={key} {...props}>
                  {o.emblemUrl ? (
                    <Avatar
                      src={sizedMediaUrl(o.emblemUrl, 24)}
                      alt=""
                      sx={{ width: 24, height: 24, mr: 1 }}
                      variant="rounded"
                    />
                  ) : null}
                  {o.name}
                </li>
              )}
              renderInput={(params) => (
                <TextField
                  {...params}
                  required
                  label={t(kind === 'team' ? 'rules.team' : 'rules.competition')}
                  error={!!errors.targetId}
                  helperText={errors.targetId?.message}
                />
              )}
            />
            <Controller
              control={control}
              name="onlyInOpeningHours"
              render={({ field }) => (
                <FormControlLabel
                  control={
                    <Checkbox checked={field.value ?? false} onChange={(e) => field.onChange(e.target.checked)} />
                  }
                  label={t('rules.onlyInOpeningHours')}
                />
              )}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{t('common:actions.cancel')}</Button>
          <Button type="submit" variant="contained" loading={create.isPending}>
            {t('rules.add')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
