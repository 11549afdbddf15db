import type { PermissionKey } from '@fxbo/domain';
import type { ComponentType } from 'react';
import type { CustomTypeOptions } from 'i18next';
import type menuCatalogue from '../i18n/pt-BR/menu.json';
import type { RouteAccess } from '../session/access';
import type { MenuPlace } from './menu';

// What an area declares about its screens. It sits below the features (which declare them) and the route table
// (which assembles them), and the shell reads the matched route's handle through these types.

export type Namespace = keyof CustomTypeOptions['resources'];

/** A screen's name in the menu catalogue (`screens.<key>`): the tab's title. */
export type ScreenKey = keyof (typeof menuCatalogue)['screens'];

/**
 * A frame a screen imposes over the user's shell settings. 'toolbar-only': a report (spec 2's "by day"
 * treasury screens; the user, import, export, document and RDE reports) shows only the toolbar, no navbar,
 * footer or side panels.
 */
export type ScreenFrame = 'toolbar-only';

/** What the shell learns about the matched route (react-router `handle`). */
export interface RouteHandle extends RouteAccess {
  title?: ScreenKey;
  frame?: ScreenFrame;
}

/** One screen of the app: where it lives, who may open it, its frame and its lazily loaded component. */
export interface PageRoute extends RouteHandle {
  path: string;
  /** Any one of these opens the screen (packages/domain permissions.ts). */
  permissions?: readonly PermissionKey[];
  /**
   * 'card': full-page card without navbar, toolbar or footer (spec 2: sign-in, recovery, reset, registration,
   * change password); 'main': inside the application shell (shell/), a chunk of its own.
   */
  layout: 'card' | 'main';
  page: () => Promise<ComponentType>;
  /** Catalogue namespaces the screen uses, fetched together with its code (no second round trip). */
  namespaces?: readonly Namespace[];
  /** The menu entry that opens this screen; its url and permissions are the screen's. */
  menu?: MenuPlace;
}
