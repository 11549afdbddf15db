import * as areaRoutes from './area-routes.js';
import type { ServerArea } from './platform/area.js';

/**
 * Every area's routes (area-routes.ts, one line a module), registered by app.ts in their names' order: no area
 * depends on another's having been registered first (a plugin that decorates the app, the quotes' hub, is read
 * only by its own routes and by tests).
 */
export const areas: readonly ServerArea[] = Object.values(areaRoutes);
