/**
 * An account number or a PIX key as the order's history shows it: its last `visible` characters after a
 * mask, so a reader can tell destinations apart without the page holding them whole (a value that short
 * keeps all but its first character hidden).
 */
export function maskedTail(value: string, visible = 4): string {
  const chars = [...value.trim()];
  if (chars.length === 0) return '';
  const shown = Math.min(visible, chars.length - 1);
  return `•••${chars.slice(chars.length - shown).join('')}`;
}
