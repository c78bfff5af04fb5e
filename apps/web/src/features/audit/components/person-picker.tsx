import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Autocomplete, TextField } from '@mui/material';
import { usePeople } from '../api/people.ts';

export type Person = { id: string; nickname: string | null; email: string | null };

type Props = {
  /** The chosen person's id (from the address). */
  value: string | null;
  /** Who that is, when the page knows it (a row of the log): a shared link shows a name, not an id. */
  known: Person | null;
  onChange: (id: string | null) => void;
};

const labelOf = (p: Person) => (p.nickname && p.email ? `${p.nickname} (${p.email})` : (p.nickname ?? p.email ?? p.id));

/** Picks one account by name or email, from the users list searched as you type. */
export function PersonPicker({ value, known, onChange }: Props) {
  const { t } = useTranslation('audit');
  const [input, setInput] = useState('');
  const [picked, setPicked] = useState<Person | null>(null);
  const people = usePeople(input);
  const options: Person[] = people.data?.items ?? [];
  const selected =
    value === null
      ? null
      : picked?.id === value
        ? picked
        : known?.id === value
          ? known
          : { id: value, nickname: null, email: null };
  return (
    <Autocomplete
      size="small"
      options={options}
      value={selected}
      filterOptions={(o) => o}
      getOptionLabel={labelOf}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      onChange={(_e, person) => {
        setPicked(person);
        onChange(person?.id ?? null);
      }}
      onInputChange={(_e, text, reason) => {
        if (reason === 'input' || reason === 'clear') setInput(text);
      }}
      loading={people.isFetching}
      noOptionsText={t('filters.noPerson')}
      renderInput={(params) => <TextField {...params} label={t('filters.person')} placeholder={t('filters.anyone')} />}
    />
  );
}
