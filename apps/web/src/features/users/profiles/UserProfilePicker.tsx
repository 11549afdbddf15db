import { useEffect, useState } from 'react';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { serverFieldError } from '../../../components/forms/serverErrors';
import { useMoney } from '../../../components/money';
import { notify } from '../../../components/notifications';
import { SaveBar, type EditedSectionProps } from '../SaveBar';
import { useSaveErrorText } from '../useSaveErrorText';
import { profileEditPath, useProfiles, useSetUserProfile } from './api';

const NONE = '';

/**
 * The user's permission profile (none or one), chosen from the profiles and saved on its own: a change ends the
 * user's sessions, so the new permissions apply at the next sign-in. Keyed by the user's `updatedAt` by the page.
 */
export function UserProfilePicker({ user, editable, onChangedChange }: EditedSectionProps) {
  const { t } = useTranslation('users');
  const { field: fieldText } = useMoney();
  const saveErrorText = useSaveErrorText();
  const profiles = useProfiles();
  const saved = user.profile?.id ?? NONE;
  const [draft, setDraft] = useState(saved);
  const save = useSetUserProfile(user.id);
  const changed = draft !== saved;
  useEffect(() => onChangedChange?.(changed), [changed, onChangedChange]);

  const onField = serverFieldError(save.error, 'profileId');
  const error = onField ? undefined : saveErrorText(save, { not_found: t('errors.notFound') });
  const options = profiles.data?.items ?? (user.profile ? [{ ...user.profile, userCount: 0 }] : []);

  return (
    <Stack spacing={2}>
      <Typography variant="body2" color="textSecondary">
        {t('profiles.picker.help')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <TextField
          select
          id="user-profile"
          label={t('profiles.picker.label')}
          value={draft}
          disabled={!editable}
          onChange={(event) => setDraft(event.target.value)}
          error={Boolean(onField)}
          helperText={onField ? fieldText(onField.code, onField.message) : undefined}
          sx={{ minWidth: { sm: 320 } }}
        >
          <MenuItem value={NONE}>{t('profiles.picker.none')}</MenuItem>
          {options.map((p) => (
            <MenuItem key={p.id} value={p.id}>
              {p.name}
            </MenuItem>
          ))}
        </TextField>
        {user.profile ? (
          <Link component={RouterLink} to={profileEditPath(user.profile.id)}>
            {t('profiles.picker.open', { name: user.profile.name })}
          </Link>
        ) : null}
      </Stack>
      {editable ? (
        <SaveBar
          error={error}
          changed={changed}
          saving={save.isPending}
          onUndo={() => setDraft(saved)}
          onSave={() =>
            save.mutate(draft === NONE ? null : draft, {
              onSuccess: (result) =>
                notify(
                  result.profile
                    ? t('profiles.picker.saved', { name: user.name, profile: result.profile.name })
                    : t('profiles.picker.cleared', { name: user.name }),
                  { severity: 'success' },
                ),
            })
          }
          labels={{ undo: t('profiles.picker.undo'), save: t('profiles.picker.save') }}
        />
      ) : null}
    </Stack>
  );
}
