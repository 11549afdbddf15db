import { describe, expect, it } from 'vitest';
import { formatFileSize, formatPercent } from './numbers';

describe('receiving figures', () => {
  it('writes a percentage in the UI language, keeping up to 4 places', () => {
    expect(formatPercent('0.38', 'pt-BR')).toBe('0,38 %');
    expect(formatPercent('0.38', 'en')).toBe('0.38 %');
    expect(formatPercent('1.2500', 'pt-BR')).toBe('1,25 %');
    expect(formatPercent('0', 'en')).toBe('0.00 %');
    expect(formatPercent('1.2345', 'en')).toBe('1.2345 %');
    expect(formatPercent('n/a', 'en')).toBe('n/a');
  });

  it('writes a file size in KB below a megabyte, in MB above', () => {
    expect(formatFileSize(100, 'en')).toBe('1 KB');
    expect(formatFileSize(2_048, 'pt-BR')).toBe('2 KB');
    expect(formatFileSize(2.5 * 1024 * 1024, 'pt-BR')).toBe('2,5 MB');
    expect(formatFileSize(10 * 1024 * 1024, 'en')).toBe('10 MB');
  });
});
