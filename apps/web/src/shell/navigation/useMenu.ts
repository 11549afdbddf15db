import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { MenuItem } from '../../area/menu';
import { useMenuItems } from '../../area/menuContext';
import { useSession } from '../../session/session';
import { filterMenu, flattenMenu, type MenuEntry } from './model';

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
