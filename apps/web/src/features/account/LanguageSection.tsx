import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../session/session';
import { apiErrorText } from '../../components/apiErrorText';
import { notify } from '../../components/notifications';
import { isLanguage, languages, type Language } from '../../i18n/languages';
import { useSavePreferences } from './api';

/**
 * The language kept with my profile (PUT /api/account/preferences): e-mails come in it, and the interface
 * switches to it at once.
 */
export function LanguageSection() {
  const { t, i18n } = useTranslation('account');
  const saved = useSession()?.locale ?? 'pt-BR';
  const [choice, setChoice] = useState<Language>(saved);
  const save = useSavePreferences();

  return (
    <Stack
      component="form"
      noValidate
      spacing={2}
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(
          { locale: choice },
          {
            onSuccess: async (user) => {
              await i18n.changeLanguage(user.locale);
              notify(i18n.t('language.saved', { ns: 'account' }), { severity: 'success' });
            },
          },
        );
      }}
    >
      <RadioGroup
        aria-labelledby="account-language"
        value={choice}
        onChange={(event) => {
          if (isLanguage(event.target.value)) setChoice(event.target.value);
        }}
      >
        {languages.map((language) => (
          <FormControlLabel
            key={language}
            value={language}
            control={<Radio />}
            label={<span lang={language}>{t(`language.${language}`)}</span>}
          />
        ))}
      </RadioGroup>
      {save.isError ? (
        <Alert severity="error" role="alert">
          {apiErrorText(save.error, { network: t('errors.network'), generic: t('errors.generic') })}
        </Alert>
      ) : null}
      <Stack direction="row">
        <Button type="submit" variant="contained" loading={save.isPending} disabled={choice === saved}>
          {t('language.save')}
        </Button>
      </Stack>
    </Stack>
  );
}
