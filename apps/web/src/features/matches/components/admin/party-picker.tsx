import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Autocomplete, Avatar, Box, TextField, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import type { CompetitionOption, TeamOption } from '@app/contract/match-parties';
import { useCreateCompetition } from '../../api/admin-create-competition.ts';
import { useCreateTeam } from '../../api/admin-create-team.ts';
import { useCompetitionSearch } from '../../api/admin-search-competitions.ts';
import { useTeamSearch } from '../../api/admin-search-teams.ts';
import { sizedMediaUrl } from '../../../../lib/sized-media-url.ts';

type Known = { name: string; detail: string; emblemUrl?: string };
type Choice = Known | { add: string };

/** Text typed settles for this long before the server is asked. */
const SEARCH_DELAY_MS = 250;

function useSettled(value: string): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [value]);
  return settled;
}

type PartyPickerProps = {
  label: string;
  addLabel: (name: string) => string;
  value: string;
  onChange: (name: string) => void;
  options: readonly Known[];
  loading: boolean;
  onSearch: (text: string) => void;
  onAdd: (name: string) => Promise<Known>;
  /** The emblem of the team the field starts with (an edited match's). */
  initialEmblemUrl?: string;
  required?: boolean;
  error?: string;
  emblems?: boolean;
  testId: string;
  /** Told while a new one is being created, so the form can hold its Save until the field has it. */
  onAddingChange?: (adding: boolean) => void;
};

/**
 * One of the existing teams or competitions, searched on the server as the admin types; when none
 * fits, 'Add a new …' creates it and picks it.
 */
function PartyPicker({
  label,
  addLabel,
  value,
  onChange,
  options,
  loading,
  onSearch,
  onAdd,
  initialEmblemUrl,
  required,
  error,
  emblems,
  testId,
  onAddingChange,
}: PartyPickerProps) {
  const [input, setInput] = useState(value);
  const [adding, setAddingState] = useState(false);
  const setAdding = (now: boolean) => {
    setAddingState(now);
    onAddingChange?.(now);
  };
  // The chosen one keeps its identity between renders: Autocomplete resets the typed text whenever its value changes.
  const [selected, setSelected] = useState<Known | null>(
    value ? { name: value, detail: '', emblemUrl: initialEmblemUrl } : null,
  );
  if ((selected?.name ?? '') !== value) setSelected(value ? { name: value, detail: '' } : null);
  const choose = (known: Known | null) => {
    setSelected(known);
    onChange(known?.name ?? '');
  };
  const typed = input.trim();
  const exact = options.some((o) => o.name.toLowerCase() === typed.toLowerCase());
  const choices: Choice[] = [...options, ...(typed && !exact && typed !== value ? [{ add: typed }] : [])];

  return (
    <Autocomplete<Choice, false, false, false>
      options={choices}
      value={selected}
      loading={loading || adding}
      filterOptions={(list) => list}
      getOptionLabel={(o) => ('add' in o ? o.add : o.name)}
      isOptionEqualToValue={(o, v) => !('add' in o) && !('add' in v) && o.name === v.name}
      inputValue={input}
      onInputChange={(_e, text) => {
        setInput(text);
        onSearch(text.trim());
      }}
      onChange={(_e, choice) => {
        if (!choice || !('add' in choice)) {
          choose(choice);
          return;
        }
        setAdding(true);
        void onAdd(choice.add)
          .then((added) => {
            choose(added);
            setInput(added.name);
          })
          .catch(() => undefined)
          .finally(() => setAdding(false));
      }}
      renderOption={({ key, ...props }, o) => (
        <Box component="li" key={key} {...props} sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
          {'add' in o ? (
            <>
              <AddIcon fontSize="small" color="primary" />
              <Typography variant="body2" color="primary">
                {addLabel(o.add)}
              </Typography>
            </>
          ) : (
            <>
              {emblems ? (
                <Avatar
                  src={sizedMediaUrl(o.emblemUrl, 24) || undefined}
                  alt=""
                  variant="square"
                  sx={{ width: 24, height: 24, bgcolor: 'transparent' }}
                />
              ) : null}
              <Box sx={{ minWidth: 0 }}>
                <Typography variant="body2">{o.name}</Typography>
                {o.detail ? (
                  <Typography variant="caption" color="text.secondary">
                    {o.detail}
                  </Typography>
                ) : null}
              </Box>
            </>
          )}
        </Box>
      )}
      renderInput={(params) => {
        const emblem = emblems && selected?.emblemUrl && input === selected.name ? selected.emblemUrl : '';
        return (
          <TextField
            {...params}
            label={label}
            required={required}
            size="small"
            error={Boolean(error)}
            helperText={error}
            slotProps={{
              ...params.slotProps,
              htmlInput: { ...params.slotProps.htmlInput, maxLength: 100, 'data-testid': testId },
              input: {
                ...params.slotProps.input,
                startAdornment: emblem ? (
                  <Avatar
                    src={emblem}
                    alt=""
                    variant="square"
                    sx={{ width: 24, height: 24, ml: 0.5, bgcolor: 'transparent' }}
                  />
                ) : (
                  params.slotProps.input.startAdornment
                ),
              },
            }}
          />
        );
      }}
    />
  );
}

type FieldProps = {
  value: string;
  onChange: (name: string) => void;
  error?: string;
  required?: boolean;
  label: string;
  country?: string;
  testId: string;
  initialEmblemUrl?: string;
  onAddingChange?: (adding: boolean) => void;
};

const teamOption = (team: TeamOption): Known => ({ name: team.name, detail: team.country, emblemUrl: team.emblemUrl });
const competitionOption = (competition: CompetitionOption): Known => ({
  name: competition.name,
  detail: competition.country,
});

/** Home or away team, with its emblem. */
export function TeamPicker({
  value,
  onChange,
  error,
  required,
  label,
  country = '',
  testId,
  initialEmblemUrl,
  onAddingChange,
}: FieldProps) {
  const { t } = useTranslation('matches-admin');
  const [query, setQuery] = useState('');
  const search = useTeamSearch(useSettled(query));
  const create = useCreateTeam();
  return (
    <PartyPicker
      label={label}
      required={required}
      error={error}
      value={value}
      onChange={onChange}
      emblems
      testId={testId}
      initialEmblemUrl={initialEmblemUrl}
      onAddingChange={onAddingChange}
      options={(search.data ?? []).map(teamOption)}
      loading={search.isFetching}
      onSearch={setQuery}
      addLabel={(name) => t('form.addTeam', { name })}
      onAdd={(name) => create.mutateAsync({ name, country }).then(teamOption)}
    />
  );
}

export function CompetitionPicker({ value, onChange, error, label, country = '', testId, onAddingChange }: FieldProps) {
  const { t } = useTranslation('matches-admin');
  const [query, setQuery] = useState('');
  const search = useCompetitionSearch(useSettled(query));
  const create = useCreateCompetition();
  return (
    <PartyPicker
      label={label}
      error={error}
      value={value}
      onChange={onChange}
      testId={testId}
      onAddingChange={onAddingChange}
      options={(search.data ?? []).map(competitionOption)}
      loading={search.isFetching}
      onSearch={setQuery}
      addLabel={(name) => t('form.addCompetition', { name })}
      onAdd={(name) => create.mutateAsync({ name, country }).then(competitionOption)}
    />
  );
}
