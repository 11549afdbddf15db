import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

/** A range's two query parameters, e.g. `['contractDateFrom', 'contractDateTo']`. */
type Range = readonly [from: string, to: string];

/**
 * Spec 5's "date-to must be greater than date-from" as every list answers it: a to-day before the from-day is a
 * 400 naming the to field with the message in Portuguese on the list, and in English on its CSV download
 * (`downloadRange`, when the list has a second range to check there).
 */
export async function expectDateRangeRefused(
  get: (url: string, lang?: string) => Promise<LightMyRequestResponse>,
  list: string,
  range: Range,
  downloadRange: Range = range,
): Promise<void> {
  const [from, to] = range;
  const pt = await get(`${list}?${from}=2026-03-05&${to}=2026-03-04`);
  expect(pt.statusCode).toBe(400);
  expect(pt.json().errors).toContainEqual(
    expect.objectContaining({
      path: `querystring.${to}`,
      message: 'A data final deve ser maior que a data inicial.',
    }),
  );
  const [downloadFrom, downloadTo] = downloadRange;
  const en = await get(`${list}/export.csv?${downloadFrom}=2026-03-05&${downloadTo}=2026-03-01`, 'en');
  expect(en.statusCode).toBe(400);
  expect(JSON.stringify(en.json())).toContain('Date-to must be greater than date-from.');
}
