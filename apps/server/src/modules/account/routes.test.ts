import { describe, expect, it } from 'vitest';
import { openApiPaths } from '../../../test/openapi.js';
import { suiteApp } from '../../../test/suite.js';

describe('account routes in the OpenAPI document', () => {
  const t = suiteApp();

  it('lists every endpoint with its request and response schemas', async () => {
    const paths = await openApiPaths(t.app);
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
