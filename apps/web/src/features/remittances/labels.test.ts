import { REMITTANCE_STATUSES, REMITTANCE_TYPE_FILTERS } from '@fxbo/domain';
import { describe, expect, it } from 'vitest';
import en from '../../i18n/en/remittances.json';
import pt from '../../i18n/pt-BR/remittances.json';

/*
 * Statuses and type filters are labelled by the remittances catalogue (the status chip, the filters); the
 * other coded values by the domain's label sets, which the server's coded-values test checks against the
 * database. REMITTANCE_STATUSES is held equal to the database's check by that test too.
 */
describe.each([
  ['pt-BR', pt],
  ['en', en],
])('remittances catalogue %s', (_language, catalogue) => {
  it('labels every status the database allows and every type filter', () => {
    const status: Record<string, string> = catalogue.status;
    const type: Record<string, string> = catalogue.type;
    expect(REMITTANCE_STATUSES.filter((s) => !status[s])).toEqual([]);
    expect(REMITTANCE_TYPE_FILTERS.filter((f) => !type[f])).toEqual([]);
  });
});
