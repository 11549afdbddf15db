import type { PageRoute } from '../../area/route';
import type { Area } from '../../area/area';
import type auth from '../../i18n/pt-BR/auth.json';

declare module '../../i18n/resources' {
  interface AppResources {
    auth: typeof auth;
  }
}

/** The card screens of spec 2: no navbar, toolbar or footer. */
const card = (path: string, auth: PageRoute['auth'], page: PageRoute['page'], extra = false): PageRoute => ({
  path,
  auth,
  layout: 'card',
  // components: the birth date picker's texts (the registration)
  namespaces: extra ? ['auth', 'components'] : ['auth'],
  page,
});

export const authArea: Area = {
  screens: [
    card('/login', 'guest', async () => (await import('./login/LoginPage')).LoginPage),
    card(
      '/recovery-password',
      'guest',
      async () => (await import('./recovery/RecoveryPasswordPage')).RecoveryPasswordPage,
    ),
    card(
      '/reset-password/:hash',
      'guest',
      async () => (await import('./reset/ResetPasswordPage')).ResetPasswordPage,
    ),
    card('/register', 'guest', async () => (await import('./register/RegisterPage')).RegisterPage, true),
    card(
      '/change-password',
      'signed-in',
      async () => (await import('./change-password/ChangePasswordPage')).ChangePasswordPage,
    ),
  ],
};
