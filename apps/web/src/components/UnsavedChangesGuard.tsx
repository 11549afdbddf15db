import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';
import { LOGIN_PATH } from '../session/access';
import { ConfirmDialog } from './ConfirmDialog';

/**
 * Keeps unsaved edits from being dropped without a word (issue 24): while `when` holds, leaving the page inside
 * the app asks first ("Descartar alterações?": stay, or leave and discard), and closing or reloading the tab
 * gets the browser's own warning (beforeunload). One per page: a router holds one blocker at a time.
 */
export function UnsavedChangesGuard({ when }: { when: boolean }) {
  const { t } = useTranslation('components');
  // Going to the sign-in page (the session ended, or signing out) is never held up.
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      when && currentLocation.pathname !== nextLocation.pathname && nextLocation.pathname !== LOGIN_PATH,
  );

  useEffect(() => {
    if (!when) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the warning only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [when]);

  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title={t('unsaved.title')}
      message={t('unsaved.message')}
      confirmLabel={t('unsaved.leave')}
      cancelLabel={t('unsaved.stay')}
      destructive
      onConfirm={() => blocker.proceed?.()}
      onClose={() => blocker.reset?.()}
    />
  );
}
