import type { PermissionKey } from '@fxbo/domain';
import type menuCatalogue from '../i18n/pt-BR/menu.json';

/*
 * The navigation menu of spec 2, as data: the shell renders it as a vertical navbar, a horizontal bar, an icon
 * rail or a drawer, filters it by the user's permissions, searches it and takes shortcuts from it. Icons are
 * named, not imported, so the menu stays free of React and the route table can be checked against it.
 */

export type MenuItemType = 'item' | 'group' | 'collapse';
export type MenuIcon =
  | 'home'
  | 'shipments'
  | 'search'
  | 'balance'
  | 'payment-orders'
  | 'contract'
  | 'quotation'
  | 'trade'
  | 'import'
  | 'export'
  | 'pending'
  | 'exchange'
  | 'liquidate'
  | 'dispatch'
  | 'document'
  | 'rde'
  | 'authorize'
  | 'treasury'
  | 'bills-to-pay'
  | 'bills-to-receive'
  | 'back-to-back'
  | 'exchange-contracted'
  | 'exchange-to-hire'
  | 'admin'
  | 'users'
  | 'profiles'
  | 'access-requests'
  | 'audit';

export type MenuTranslateKey = `nav.${keyof (typeof menuCatalogue)['nav'] & string}`;

/** Spec 3: id, title, translate key, icon, type (item, group, collapse), url, children, auth. */
export interface MenuItem {
  /** Stable id: shortcuts are stored as these (domain SHORTCUT_ID). */
  id: string;
  /** English title, for logs and tests; the screen shows the translation. */
  title: string;
  translate: MenuTranslateKey;
  type: MenuItemType;
  icon?: MenuIcon;
  url?: string;
  children?: readonly MenuItem[];
  /** The entry shows when the user holds any of these; groups and collapses show when a child does. */
  auth?: readonly PermissionKey[];
  /** A staff work queue: not in a client user's menu. */
  staffOnly?: boolean;
}

/** A screen's entry in the menu (its place in app/menu.ts's frame is its id); url and auth are the screen's. */
export type MenuPlace = Pick<MenuItem, 'id' | 'title' | 'translate'> & { icon: MenuIcon };

export const menuPlace = (
  id: string,
  title: string,
  translate: MenuTranslateKey,
  icon: MenuIcon,
): MenuPlace => ({
  id,
  title,
  translate,
  icon,
});
