import type menuCatalogue from '../i18n/pt-BR/menu.json';
import type { RouteAccess } from '../session/access';
import type { SettingsPatch } from '../shell/settings/model';

// Apart from the route table (routes.tsx), which imports every screen and the shell: the shell and the screens
// read the matched route's handle through these types without importing the table back (no import circle).

/** A screen's name in the menu catalogue (`screens.<key>`): the tab's title, and the not-available page's. */
export type ScreenKey = keyof (typeof menuCatalogue)['screens'];

/** What the shell learns about the matched route (react-router `handle`). */
export interface RouteHandle extends RouteAccess {
  title?: ScreenKey;
  /** Shell settings this screen imposes over the user's (the last level of the settings merge). */
  settings?: SettingsPatch;
}
