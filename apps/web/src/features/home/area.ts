import type { Area } from '../../area/area';
import { menuPlace } from '../../area/menu';
import { shellScreen } from '../../area/area';
import type home from '../../i18n/pt-BR/home.json';

declare module '../../i18n/resources' {
  interface AppResources {
    home: typeof home;
  }
}

export const homeArea: Area = {
  screens: [
    shellScreen('/home', async () => (await import('./HomePage')).HomePage, {
      title: 'home',
      namespaces: ['home'],
      menu: menuPlace('home', 'Home', 'nav.home', 'home'),
    }),
  ],
};
