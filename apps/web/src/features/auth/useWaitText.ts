import { useTranslation } from 'react-i18next';
import { waitParts } from './errors';

/** "2 minutos" / "45 seconds" for a wait in seconds (a rate limit's Retry-After). */
export function useWaitText(): (seconds: number) => string {
  const { t } = useTranslation('auth');
  return (seconds) => {
    const { unit, count } = waitParts(seconds);
    return unit === 'seconds' ? t('wait.seconds', { count }) : t('wait.minutes', { count });
  };
}
