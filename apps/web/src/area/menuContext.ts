import { createContext, useContext } from 'react';
import type { MenuItem } from './menu';

// The assembled menu reaches the shell through the app's providers, not an import of app/menu.ts: the menu
// is made from the areas, whose screens use the shell (the home page shows the menu's areas).
export const MenuContext = createContext<readonly MenuItem[]>([]);

/** The whole menu (app/menu.ts), before filtering by the user's permissions. */
export const useMenuItems = (): readonly MenuItem[] => useContext(MenuContext);
