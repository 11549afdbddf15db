import 'i18next';
import type { AppResources } from './resources';

// Typed keys: t('notFound.message') is checked against the pt-BR catalogue (en is held equal by catalogs.test.ts).
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: AppResources;
  }
}
