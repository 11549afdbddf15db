import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { MenuItem } from './menu';
import { useMenuItems } from './menuContext';
import { useSession } from '../session/session';
import { filterMenu, flattenMenu, type MenuEntry } from './menuModel';

export interface UserMenu {
  /** The menu filtered by the user's permissions. */
  items: MenuItem[];
  /** Its navigable entries, translated, for the search and the shortcuts. */
  entries: MenuEntry[];
  title: (item: MenuItem) => string;
}

/** The signed-in user's menu in the current language. */
export function useMenu(): UserMenu {
  const user = useSession();
  const { t } = useTranslation('menu');
  const roles = user?.roles;
  const kind = user?.kind;
  const menu = useMenuItems();
  return useMemo(() => {
    const items = filterMenu(menu, roles ?? [], kind);
    const title = (item: MenuItem) => t(item.translate);
    return { items, entries: flattenMenu(items, title), title };
  }, [menu, roles, kind, t]);
}

/** The user's shortcuts that are still entries of their menu, in the user's order. */
export function useShortcuts(): MenuEntry[] {
  const user = useSession();
  const { entries } = useMenu();
  return useMemo(() => {
    const byId = new Map(entries.map((entry) => [entry.item.id, entry]));
    return (user?.shortcuts ?? []).flatMap((id) => byId.get(id) ?? []);
  }, [user?.shortcuts, entries]);
}
