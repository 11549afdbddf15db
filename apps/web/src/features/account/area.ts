import { shellScreen, type Area } from '../../area/area';
import type account from '../../i18n/pt-BR/account.json';

declare module '../../i18n/resources' {
  interface AppResources {
    account: typeof account;
  }
}

/** My account: every signed-in user's, reached from the user menu rather than the navigation menu. */
export const accountArea: Area = {
  screens: [
    shellScreen('/account', async () => (await import('./AccountPage')).AccountPage, {
      title: 'account',
      namespaces: ['components', 'account'],
    }),
  ],
};
