/** The languages the API answers in, each with what a test expects in it: `for (const [lang, message] of …)`. */
export const inEachLanguage = <T>(en: T, pt: T) =>
  [
    ['en', en],
    ['pt-BR', pt],
  ] as const;
