import { useSyncExternalStore } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { notifications, type NotificationStore } from './store';

/**
 * The on-screen stack of messages (toasts), at the bottom on the end side, newest lowest. Never at the top:
 * there they covered the toolbar's controls and the user menu that opens from it. The region is always in
 * the page so screen readers announce what is added to it; errors interrupt (role alert), the rest waits
 * its turn (role status).
 */
export function NotificationViewport({
  store = notifications,
  navigate,
}: {
  store?: NotificationStore;
  /** Opens a screen of the app (the router's navigate: the viewport sits beside the router, not in it). */
  navigate?: (href: string) => void;
}) {
  const { t } = useTranslation();
  const items = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  return (
    <Box
      component="section"
      aria-label={t('notifications.label')}
      aria-live="polite"
      sx={{
        position: 'fixed',
        bottom: { xs: 8, sm: 16 },
        insetInlineEnd: { xs: 8, sm: 16 },
        insetInlineStart: { xs: 8, sm: 'auto' },
        zIndex: (theme) => theme.zIndex.snackbar,
        display: 'flex',
        flexDirection: 'column',
        gap: 1,
        width: { sm: 400 },
        pointerEvents: 'none',
      }}
    >
      {items.map((item) => (
        <Alert
          key={item.id}
          role={item.severity === 'error' ? 'alert' : 'status'}
          severity={item.severity}
          variant="filled"
          elevation={6}
          onClose={() => store.dismiss(item.id)}
          closeText={t('notifications.close')}
          onMouseEnter={() => store.pause(item.id)}
          onMouseLeave={() => store.resume(item.id)}
          onFocus={() => store.pause(item.id)}
          onBlur={() => store.resume(item.id)}
          sx={{ pointerEvents: 'auto', alignItems: 'center' }}
        >
          {item.message}
          {item.link ? (
            <>
              {' '}
              {/* A plain anchor (Box): MUI's Link would bring Typography into the first chunk (bundle budget). */}
              <Box
                component="a"
                href={item.link.href}
                sx={{ color: 'inherit', fontWeight: 600, textDecoration: 'underline' }}
                {...(item.link.newTab ? { target: '_blank', rel: 'noopener' } : {})}
                onClick={(event) => {
                  const plain = event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey;
                  if (!item.link?.newTab && navigate && plain) {
                    event.preventDefault();
                    navigate(item.link?.href ?? '/');
                  }
                  store.dismiss(item.id);
                }}
              >
                {item.link.label}
              </Box>
            </>
          ) : null}
        </Alert>
      ))}
    </Box>
  );
}
