import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { Checkbox, FormControlLabel, FormGroup, FormHelperText } from '@mui/material';
import {
  groupBroadcastBodySchema,
  type GroupBar,
  type GroupBroadcastBody,
  type GroupMatch,
} from '@app/contract/group-week';
import { translatedResolver } from '../../../lib/translated-resolver.ts';
import { FormDialog } from '../../../components/feedback/form-dialog.tsx';
import { useNotify } from '../../../components/feedback/notifier.tsx';
import { useShowInBars } from '../api/show-in-bars.ts';
import { barName } from './group-bar-name.ts';

/** "Show in bars …": the group's bars, those already showing the match ticked and fixed; the rest to choose. */
export function ShowInBarsDialog({
  match,
  bars,
  onClose,
}: {
  match: GroupMatch;
  bars: GroupBar[];
  onClose: () => void;
}) {
  const { t } = useTranslation('planner');
  const notify = useNotify();
  const show = useShowInBars();
  const shown = new Set(match.shownAt.map((s) => s.barId));
  const { control, handleSubmit } = useForm<GroupBroadcastBody>({
    resolver: translatedResolver(zodResolver(groupBroadcastBodySchema)),
    defaultValues: { matchId: match.matchId, barIds: [] },
  });
  const chosen = useWatch({ control, name: 'barIds' });
  const submit = handleSubmit((body) =>
    show.mutate(body, {
      onSuccess: () => {
        notify.success(t('group.shownIn', { match: match.headline, count: body.barIds.length }));
        onClose();
      },
    }),
  );
  return (
    <FormDialog
      title={t('group.showTitle', { match: match.headline })}
      onClose={onClose}
      onSubmit={submit}
      refusal={show.refusal}
      submitLabel={t('group.showSubmit', { count: chosen.length })}
      pending={show.isPending}
      submitDisabled={chosen.length === 0}
    >
      <Controller
        control={control}
        name="barIds"
        render={({ field, fieldState }) => (
          <FormGroup aria-label={t('group.barsToShowIn')}>
            {bars.map((bar) =>
              shown.has(bar.id) ? (
                <FormControlLabel
                  key={bar.id}
                  control={<Checkbox checked disabled />}
                  label={t('group.alreadyShows', { bar: barName(bar, t) })}
                />
              ) : (
                <FormControlLabel
                  key={bar.id}
                  label={barName(bar, t)}
                  control={
                    <Checkbox
                      checked={field.value.includes(bar.id)}
                      onChange={(_, on) =>
                        field.onChange(on ? [...field.value, bar.id] : field.value.filter((id) => id !== bar.id))
                      }
                    />
                  }
                />
              ),
            )}
            {fieldState.error ? <FormHelperText error>{fieldState.error.message}</FormHelperText> : null}
          </FormGroup>
        )}
      />
    </FormDialog>
  );
}
