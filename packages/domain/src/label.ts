import type { Label } from './lists';

/** A label from its two texts, Portuguese first, so a table of labels reads one entry a line: l('Ativo', 'Active'). */
export const l = (ptBR: string, en: string): Label => ({ 'pt-BR': ptBR, en });
