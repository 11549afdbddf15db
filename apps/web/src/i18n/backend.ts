import type { BackendModule, ResourceKey } from 'i18next';

// Every catalogue (language × namespace) becomes its own small chunk, fetched the first time a screen
// asks for that namespace, so the first route never carries the text of every area in both languages.
const catalogs = import.meta.glob<ResourceKey>('./*/*.json', { import: 'default' });

export const catalogBackend: BackendModule = {
  type: 'backend',
  callbackApi: false,
  init: () => {},
  read: (language: string, namespace: string) => {
    const load = catalogs[`./${language}/${namespace}.json`];
    if (!load) return Promise.reject(new Error(`No catalogue ${language}/${namespace}`));
    return load();
  },
};

/** Starts downloading a catalogue before i18next asks for it (main.tsx); i18next then finds it under way. */
export function preloadCatalogue(language: string, namespace: string): void {
  catalogs[`./${language}/${namespace}.json`]?.().catch(() => {}); // a failure is i18next's to report
}
