import { describe, expect, it } from 'vitest';
import { partyName } from './quotationText';

describe('partyName', () => {
  const client = { id: '1', name: 'Importadora Alfa Ltda' };
  const group = { id: '7', name: 'Grupo Ômega' };

  it('names the client of a client’s quotation, even when the client has a group', () => {
    expect(partyName({ client, group, byGroup: false }, 'grupo')).toBe('Importadora Alfa Ltda');
    expect(partyName({ client, group: null, byGroup: false }, 'grupo')).toBe('Importadora Alfa Ltda');
  });

  it('names the group of a group’s quotation, marked as a group in the reader’s language', () => {
    expect(partyName({ client: null, group, byGroup: true }, 'group')).toBe('Grupo Ômega (group)');
  });

  it('writes a dash when the name is missing', () => {
    expect(partyName({ client: null, group: null, byGroup: true }, 'grupo')).toBe('—');
    expect(partyName({ client: null, group: null, byGroup: false }, 'grupo')).toBe('—');
  });
});
