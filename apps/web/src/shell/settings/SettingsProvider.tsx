import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useMatches } from 'react-router';
import type { RouteHandle } from '../../area/route';
import { notify } from '../../components/notifications';
import i18n from '../../i18n';
import { savePreferences } from '../preferences';
import { createDebounced } from './debounce';
import {
  applyChange,
  resolveSettings,
  sanitizeSettings,
  SCREEN_FRAMES,
  SETTINGS_DEBOUNCE_MS,
  type SettingsPatch,
  type ShellSettings,
} from './model';

export interface ShellSettingsApi {
  /** What the screen is shown with: defaults < layout defaults < the user's < the route's. */
  settings: ShellSettings;
  /** The user's own choices (what is saved). */
  userSettings: SettingsPatch;
  /** Applies a change at once and saves it 300 ms after the last one. */
  change: (change: SettingsPatch) => void;
  /** Back to the product defaults. */
  reset: () => void;
  /** Saves a pending change now (before signing out). */
  flush: () => Promise<void>;
}

const SettingsContext = createContext<ShellSettingsApi | null>(null);

/** The settings a route imposes through its frame (area/route.ts `frame`), the innermost route's winning. */
export function useRouteSettings(): SettingsPatch | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle as RouteHandle | undefined;
    if (handle?.frame) return SCREEN_FRAMES[handle.frame];
  }
  return undefined;
}

/**
 * Holds the signed-in user's shell settings: read from the session user (so they follow the user to any
 * browser), changed live by the settings and scheme panels and the font-size control, and saved debounced
 * with PUT /api/account/preferences. Also applies the two settings that live outside React's tree: the root
 * font size and the document's direction.
 */
export function SettingsProvider({ stored, children }: { stored: unknown; children: ReactNode }) {
  const queryClient = useQueryClient();
  const [userSettings, setUserSettings] = useState(() => sanitizeSettings(stored));
  const routeSettings = useRouteSettings();
  const settings = useMemo(() => resolveSettings(userSettings, routeSettings), [userSettings, routeSettings]);

  // One saver for the provider's life: it needs only the (stable) query client.
  const [saver] = useState(() =>
    createDebounced(async (value: SettingsPatch) => {
      try {
        await savePreferences(queryClient, { settings: value });
      } catch (error) {
        notify(i18n.t('settings.saveFailed', { ns: 'shell' }), { severity: 'error' });
        throw error;
      }
    }, SETTINGS_DEBOUNCE_MS),
  );
  useEffect(() => () => void saver.flush(), [saver]);

  const change = useCallback(
    (patch: SettingsPatch) =>
      setUserSettings((current) => {
        const next = applyChange(current, patch);
        saver.schedule(next);
        return next;
      }),
    [saver],
  );
  const reset = useCallback(() => {
    setUserSettings({});
    saver.schedule({});
  }, [saver]);

  const { fontSize, direction } = settings;
  useEffect(() => {
    const root = document.documentElement;
    root.style.fontSize = fontSize === 100 ? '' : `${fontSize}%`;
    return () => {
      root.style.fontSize = '';
    };
  }, [fontSize]);
  useEffect(() => {
    const root = document.documentElement;
    root.dir = direction;
    return () => {
      root.dir = 'ltr';
    };
  }, [direction]);

  const api = useMemo(
    () => ({ settings, userSettings, change, reset, flush: saver.flush }),
    [settings, userSettings, change, reset, saver],
  );
  return <SettingsContext.Provider value={api}>{children}</SettingsContext.Provider>;
}

export function useShellSettings(): ShellSettingsApi {
  const api = useContext(SettingsContext);
  if (!api) throw new Error('useShellSettings() outside SettingsProvider');
  return api;
}
