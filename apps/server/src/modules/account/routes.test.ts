import { describe, expect, it } from 'vitest';
import { suiteApp } from '../../../test/suite.js';

describe('account routes in the OpenAPI document', () => {
  const t = suiteApp();

  it('lists every endpoint with its request and response schemas', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const paths = res.json().paths as Record<string, Record<string, Record<string, unknown>>>;
    const bodies: [string, string][] = [
      ['/api/account/password/recovery', 'post'],
      ['/api/account/password/reset', 'post'],
      ['/api/account/password/change', 'post'],
      ['/api/account/totp/enable', 'post'],
      ['/api/account/totp/disable', 'post'],
      ['/api/account/preferences', 'put'],
    ];
    for (const [path, method] of bodies) {
      expect(paths[path]?.[method]?.['requestBody'], `${method} ${path}`).toBeDefined();
    }
    expect(paths['/api/account/password/recovery']?.['post']?.['responses']).toHaveProperty('202');
    expect(paths['/api/account/password/reset/{hash}']?.['get']?.['parameters']).toEqual([
      expect.objectContaining({ name: 'hash', in: 'path' }),
    ]);
    expect(paths['/api/account/totp/setup']?.['post']?.['responses']).toHaveProperty('200');
  });
});
