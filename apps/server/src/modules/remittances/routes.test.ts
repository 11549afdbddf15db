import { describe, expect, it } from 'vitest';
import { signedInUser } from '../../../test/auth.js';
import { staffWith } from '../../../test/agents.js';
import { openApiPaths } from '../../../test/openapi.js';
import { suiteApp } from '../../../test/suite.js';

describe('remittance and balance routes', () => {
  const t = suiteApp();

  it('are in the OpenAPI document with their parameters and schemas', async () => {
    const paths = await openApiPaths(t.app);
    for (const [path, method] of [
      ['/api/remittances', 'get'],
      ['/api/remittances/shippers', 'get'],
      ['/api/remittances/export.csv', 'get'],
      ['/api/remittances/export.xlsx', 'get'],
      ['/api/remittances/{id}', 'get'],
      ['/api/remittances/{id}/pdf', 'get'],
      ['/api/remittances/{id}/blocks', 'get'],
      ['/api/remittances/{id}/cancel', 'post'],
      ['/api/remittances/{id}/unblock', 'post'],
      ['/api/remittances/{id}/beneficiary', 'put'],
      ['/api/balance/shippers', 'get'],
      ['/api/balance/{shipperId}', 'get'],
      ['/api/balance/{shipperId}/extract', 'get'],
      ['/api/balance/{shipperId}/extract.csv', 'get'],
      ['/api/balance/{shipperId}/report.pdf', 'get'],
    ] as const) {
      expect(paths[path]?.[method], `${method} ${path}`).toBeDefined();
    }
    const list = paths['/api/remittances']?.['get'];
    const names = (list?.['parameters'] as { name: string }[]).map((p) => p.name);
    expect(names).toEqual(
      expect.arrayContaining([
        'page',
        'pageSize',
        'sort',
        'taxId',
        'reference',
        'shipperId',
        'status',
        'name',
        'paymentDateFrom',
        'paymentDateTo',
        'vetRate',
        'type',
        'includeDateFrom',
        'includeDateTo',
      ]),
    );
    expect(list?.['responses']).toHaveProperty('200');
    expect(paths['/api/remittances/{id}/cancel']?.['post']?.['requestBody']).toBeDefined();
    expect(paths['/api/remittances/{id}/beneficiary']?.['put']?.['requestBody']).toBeDefined();
  });

  it('a HEAD of a download answers its headers without a 5xx', async () => {
    const { agent } = await signedInUser(t, staffWith('remittances.export'));
    for (const url of ['/api/remittances/export.csv', '/api/remittances/export.xlsx']) {
      const res = await t.app.inject({ method: 'HEAD', url, headers: agent.headers });
      expect(res.statusCode, url).toBe(200);
    }
  });
});
