import type { PermissionKey } from '@fxbo/domain';
import { shellScreen, type Area } from '../../area/area';
import type { PageRoute, ScreenKey } from '../../area/route';

/*
 * The screens of spec 2 that are not built yet, with their permissions, titles and menu entries: their page
 * says so honestly (docs/routes.md lists them). When an area lands, its routes, with their menu entries, move from
 * here into its own features/<area>/area.ts, and the area joins app/areas.ts.
 */

const page = async () => (await import('./NotAvailablePage')).NotAvailablePage;

export function planned(
  path: string,
  permissions: readonly PermissionKey[],
  title: ScreenKey,
  extra: Pick<PageRoute, 'frame' | 'menu'> = {},
): PageRoute {
  return { ...shellScreen(path, page, { permissions, title, ...extra }), notAvailable: true };
}

export const plannedArea: Area = {
  screens: [],
};
