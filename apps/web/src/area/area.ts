import type { MenuItem } from './menu';
import type { PageRoute } from './route';

/**
 * What a feature area gives the web app: its screens (paths, permissions, frame, lazy page, catalogue
 * namespaces) and the menu entries that open them. The app assembles every area of `app/areas.ts`; the menu's
 * frame (app/menu.ts, spec 2's groups) places each entry by its id. An area's catalogue namespace is declared
 * next to it by augmenting `AppResources` (i18n/resources.ts).
 */
export interface Area {
  screens: readonly PageRoute[];
  menu?: readonly MenuItem[];
}

/** A signed-in screen inside the shell, in one line per screen. */
export function shellScreen(
  path: string,
  page: PageRoute['page'],
  options: Omit<PageRoute, 'path' | 'page' | 'layout' | 'auth'>,
): PageRoute {
  return { path, auth: 'signed-in', layout: 'main', page, ...options };
}
