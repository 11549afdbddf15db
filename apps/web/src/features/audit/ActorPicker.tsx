import { useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { useDebounced } from '../../components/useDebounced';
import { useActorOptions } from './api';

export interface Actor {
  id: string;
  name: string;
  email?: string;
}

/** Who did it: a user picked by name (the users the viewer may see). */
export function ActorPicker({
  id,
  value,
  onChange,
}: {
  id: string;
  value: Actor | null;
  onChange: (value: Actor | null) => void;
}) {
  const { t } = useTranslation('audit');
  const [open, setOpen] = useState(false);
  const [input, setInput] = useState('');
  const name = useDebounced(input.trim(), 300);
  const options = useActorOptions(name, open);
  const items: Actor[] = (options.data?.items ?? []).map((u) => ({ id: u.id, name: u.name, email: u.email }));
  return (
    <Autocomplete<Actor, false>
      id={id}
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      options={items}
      value={value}
      onChange={(_event, next) => onChange(next)}
      onInputChange={(_event, next, reason) => {
        if (reason !== 'reset') setInput(next);
      }}
      filterOptions={(x) => x}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      getOptionLabel={(o) => o.name}
      loading={options.isFetching}
      noOptionsText={options.isError ? t('filters.actorsFailed') : t('filters.noActors')}
      loadingText={t('filters.loadingActors')}
      openText={t('filters.open')}
      closeText={t('filters.close')}
      clearText={t('filters.clear')}
      renderOption={({ key, ...props }, option) => (
        <li key={key} {...props}>
          <span>
            {option.name}
            {option.email ? (
              <span style={{ display: 'block', fontSize: '0.8em', opacity: 0.7 }}>{option.email}</span>
            ) : null}
          </span>
        </li>
      )}
      renderInput={(params) => <TextField {...params} label={t('fields.actor')} />}
    />
  );
}
