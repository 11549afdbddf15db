import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { catalogBackend } from './backend';
import { languages, storedLanguageDetector } from './languages';

// The document follows the language too: screen readers use <html lang>, the tab shows the title.
i18n.on('languageChanged', (language) => {
  document.documentElement.lang = language;
  document.title = i18n.t('app.title');
});

/** Resolves once the detected language's common catalogue is loaded, so the first paint is translated. */
export function initI18n(): Promise<unknown> {
  return i18n
    .use(catalogBackend)
    .use(storedLanguageDetector)
    .use(initReactI18next)
    .init({
      supportedLngs: languages,
      // Both catalogues are complete (catalogs.test.ts), so there is nothing to fall back to;
      // a fallback would only make every switch download a second language.
      fallbackLng: false,
      load: 'currentOnly',
      ns: ['common'],
      defaultNS: 'common',
      // A sentence every area says alike (errors.network) is kept once, in common: an area's t() finds it there.
      fallbackNS: 'common',
      interpolation: { escapeValue: false }, // React escapes already
      // A key missing from a loaded catalogue would show as the raw key: say so in the console, where the
      // browser tests (e2e/tests/shell*.test.ts) fail on it.
      saveMissing: true,
      missingKeyHandler: (_languages, namespace, key) =>
        console.error(`i18n: missing key ${namespace}:${key}`),
    });
}

export default i18n;
