import 'i18next';
import type account from './pt-BR/account.json';
import type audit from './pt-BR/audit.json';
import type auth from './pt-BR/auth.json';
import type balance from './pt-BR/balance.json';
import type common from './pt-BR/common.json';
import type components from './pt-BR/components.json';
import type home from './pt-BR/home.json';
import type menu from './pt-BR/menu.json';
import type remittances from './pt-BR/remittances.json';
import type shell from './pt-BR/shell.json';
import type users from './pt-BR/users.json';

// Typed keys: t('notFound.message') is checked against the pt-BR catalogue (en is held equal by catalogs.test.ts).
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      common: typeof common;
      auth: typeof auth;
      components: typeof components;
      users: typeof users;
      audit: typeof audit;
      account: typeof account;
      shell: typeof shell;
      menu: typeof menu;
      home: typeof home;
      remittances: typeof remittances;
      balance: typeof balance;
    };
  }
}
