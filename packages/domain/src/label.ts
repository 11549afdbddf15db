// labels.ts imports nothing, so field-messages.ts (read by the lists' filters) can use l() without a circle.
import type { Label } from './lists/labels';

/** A label from its two texts, Portuguese first, so a table of labels reads one entry a line: l('Ativo', 'Active'). */
export const l = (ptBR: string, en: string): Label => ({ 'pt-BR': ptBR, en });
