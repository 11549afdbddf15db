import { useCallback } from 'react';
import type { FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

/**
 * The text of a form error in the UI language: its code (the error `type`, from the domain schema or the
 * server's field error) looked up in the auth catalogue, else the message that came with it.
 */
export function useErrorText(): (error: FieldError | undefined) => string | undefined {
  const { t, i18n } = useTranslation('auth');
  return useCallback(
    (error) => {
      if (!error) return undefined;
      const key = `validation.${String(error.type)}`;
      if (i18n.exists(key, { ns: 'auth' })) return t(key as 'validation.login_required');
      return error.message || t('validation.password_mismatch'); // 'Invalid field.'
    },
    [t, i18n],
  );
}
