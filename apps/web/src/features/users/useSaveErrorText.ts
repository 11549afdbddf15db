import { useTranslation } from 'react-i18next';
import { apiErrorText } from '../../components/apiErrorText';

/**
 * The text of a failed save on the user's page, none while it has not failed: the catalogue's text for the
 * server's field-error code, else the given text for its problem code, else the server's title.
 */
export function useSaveErrorText() {
  const { t } = useTranslation('users');
  return (save: { isError: boolean; error: unknown }, byCode: Record<string, string>) =>
    save.isError
      ? apiErrorText(save.error, {
          byFieldCode: t('validation', { returnObjects: true }),
          byCode,
          network: t('errors.network'),
          generic: t('errors.generic'),
        })
      : undefined;
}
