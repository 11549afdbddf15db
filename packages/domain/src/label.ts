/** The languages of the app, its downloads and its labels. */
export const LANGUAGES = ['pt-BR', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

/** A text in every language of the app, written side by side so that none can be forgotten. */
export type Label = Readonly<Record<Language, string>>;

/** Labels of a set of coded values (statuses, types): one per value. */
export type Labels<K extends string> = Readonly<Record<K, Label>>;

/** A label from its two texts, Portuguese first, so a table of labels reads one entry a line: l('Ativo', 'Active'). */
export const l = (ptBR: string, en: string): Label => ({ 'pt-BR': ptBR, en });
