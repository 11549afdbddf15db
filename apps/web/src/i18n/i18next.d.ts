import 'i18next';
import type { AppResources } from './resources';

// Typed keys: t('notFound.message') is checked against the pt-BR catalogue (en is held equal by catalogs.test.ts).
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    // index.ts: a key an area's catalogue lacks is read from common (errors.network).
    fallbackNS: 'common';
    resources: AppResources;
  }
}
