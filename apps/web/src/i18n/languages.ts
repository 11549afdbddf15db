import type { LanguageDetectorModule } from 'i18next';

export const languages = ['pt-BR', 'en'] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = 'pt-BR';

// Persisted in localStorage until user settings are stored with the profile on the server.
const storageKey = 'fxbo.language';

export function isLanguage(value: unknown): value is Language {
  return languages.includes(value as Language);
}

function readStored(): string | null {
  try {
    return localStorage.getItem(storageKey);
  } catch {
    return null; // storage blocked (private mode, policies): fall back to the default
  }
}

/** The stored choice if it is one we ship, otherwise the default. */
export function detectLanguage(): Language {
  const stored = readStored();
  return isLanguage(stored) ? stored : defaultLanguage;
}

/** i18next language detector: detectLanguage(), and the choice remembered in localStorage. */
export const storedLanguageDetector: LanguageDetectorModule = {
  type: 'languageDetector',
  detect: detectLanguage,
  cacheUserLanguage: (language) => {
    try {
      localStorage.setItem(storageKey, language);
    } catch {
      // Not remembering the choice is acceptable; failing the switch is not.
    }
  },
};
