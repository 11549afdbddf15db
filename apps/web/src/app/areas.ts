import type { Area } from '../area/area';

/**
 * Every area of the web app, found, not listed: each `features/<area>/area.ts` exports its area (its screens and
 * menu entries), and the route table and the menu are assembled from them. A new area is its folder; the menu's
 * frame (app/menu.ts) gives its entries their place. Eager: the areas are the route table, needed at start.
 */
const modules = import.meta.glob<Record<string, Area>>('../features/*/area.ts', { eager: true });

export const areas: readonly Area[] = Object.values(modules).flatMap((exports) => Object.values(exports));
