import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as domain from './index';

// The server generates its OpenAPI document from these schemas, so each must convert to JSON Schema on its
// input side (the side a client sends).
const schemas = Object.entries(domain as Record<string, unknown>).filter(
  (entry): entry is [string, z.ZodType] => entry[1] instanceof z.ZodType,
);

describe('exported schemas', () => {
  it('are all found', () => {
    expect(schemas.map(([name]) => name)).toEqual(
      expect.arrayContaining([
        'moneyString',
        'pixKeySchema',
        'problemSchema',
        'dateRangeSchema',
        'passwordSchema',
      ]),
    );
  });

  it.each(schemas)('%s converts to JSON Schema', (_name, schema) => {
    expect(() => z.toJSONSchema(schema, { io: 'input', unrepresentable: 'throw' })).not.toThrow();
  });

  it('keeps the formats visible to API clients', () => {
    expect(z.toJSONSchema(domain.moneyString, { io: 'input' })).toMatchObject({
      type: 'string',
      pattern: expect.stringContaining('\\d{1,16}'),
    });
    const list = z.toJSONSchema(domain.listQuerySchema(['a'], 'a:desc'), { io: 'input' });
    expect(list).toMatchObject({ properties: { sort: { enum: ['a:asc', 'a:desc'], default: 'a:desc' } } });
  });
});
