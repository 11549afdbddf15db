import type common from './pt-BR/common.json';
import type components from './pt-BR/components.json';
import type menu from './pt-BR/menu.json';
import type shell from './pt-BR/shell.json';

/**
 * The catalogue namespaces, typed by their pt-BR file (en is held equal by catalogs.test.ts). These are the
 * shared ones; each area adds its own beside its declaration (features/<area>/area.ts) by augmenting this
 * interface, so a new area edits no central list here.
 */
export interface AppResources {
  common: typeof common;
  components: typeof components;
  shell: typeof shell;
  menu: typeof menu;
}
