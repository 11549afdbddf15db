import type { MenuItem } from './menu';
import type { PageRoute } from './route';

/**
 * What a feature area gives the web app: its screens (paths, permissions, frame, lazy page, catalogue
 * namespaces, menu entry). The app assembles every area of `app/areas.ts`; the menu's
 * frame (app/menu.ts, spec 2's groups) places each screen's menu entry by its id. An area's catalogue namespace is declared
 * next to it by augmenting `AppResources` (i18n/resources.ts).
 */
export interface Area {
  screens: readonly PageRoute[];
}

/** The menu entries of an area: one per screen that declares its place in the menu. */
export function areaMenuEntries(area: Area): MenuItem[] {
  return area.screens.flatMap(({ menu, path, permissions, staffOnly }) =>
    menu
      ? [
          {
            ...menu,
            type: 'item' as const,
            url: path,
            ...(permissions ? { auth: permissions } : {}),
            ...(staffOnly ? { staffOnly } : {}),
          },
        ]
      : [],
  );
}

/** A signed-in screen inside the shell, in one line per screen. */
export function shellScreen(
  path: string,
  page: PageRoute['page'],
  options: Omit<PageRoute, 'path' | 'page' | 'layout' | 'auth'>,
): PageRoute {
  return { path, auth: 'signed-in', layout: 'main', page, ...options };
}
