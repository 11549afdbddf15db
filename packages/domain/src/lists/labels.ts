/** The languages of the app, its downloads and its labels. */
export const LANGUAGES = ['pt-BR', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

/** A text in every language of the app, written side by side so that none can be forgotten. */
export type Label = Readonly<Record<Language, string>>;

/** Labels of a set of coded values (statuses, types): one per value. */
export type Labels<K extends string> = Readonly<Record<K, Label>>;
