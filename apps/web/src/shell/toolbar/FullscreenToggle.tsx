import Fullscreen from '@mui/icons-material/Fullscreen';
import FullscreenExit from '@mui/icons-material/FullscreenExit';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';

const subscribe = (listener: () => void) => {
  document.addEventListener('fullscreenchange', listener);
  return () => document.removeEventListener('fullscreenchange', listener);
};
const isFullscreen = () => document.fullscreenElement !== null;

/** Enters and leaves the browser's full screen; hidden where the browser does not allow it. */
export function FullscreenToggle() {
  const { t } = useTranslation('shell');
  const active = useSyncExternalStore(subscribe, isFullscreen, () => false);
  if (!document.fullscreenEnabled) return null;
  const label = active ? t('toolbar.exitFullscreen') : t('toolbar.enterFullscreen');
  return (
    <Tooltip title={label}>
      <IconButton
        aria-label={t('toolbar.fullscreen')}
        aria-pressed={active}
        onClick={() => {
          const done = active ? document.exitFullscreen() : document.documentElement.requestFullscreen();
          done.catch(() => {}); // refused (no user gesture, policy): nothing changes, the button says so
        }}
      >
        {active ? <FullscreenExit /> : <Fullscreen />}
      </IconButton>
    </Tooltip>
  );
}
