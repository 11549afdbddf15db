import { describe, expect, it } from 'vitest';
import { screenshot, useBrowser } from '../harness/browser';

const session = useBrowser();

describe('API reference', () => {
  it('renders under its own Content-Security-Policy without a violation', async () => {
    const { page } = session;
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content.Security.Policy|Refused to/i.test(message.text())) violations.push(message.text());
    });
    // Swagger UI (from 5.34) renders only the operations near the viewport: the operation is opened by its deep
    // link (#/tag/operationId, or without one the id Swagger UI derives from the method and path), which
    // scrolls to it and expands it.
    const path = '/api/remittances/{id}/cancel';
    const spec = (await (await page.request.get('/api/docs/json')).json()) as {
      paths: Record<string, Record<string, { tags: string[]; operationId?: string }>>;
    };
    const cancel = spec.paths[path]?.post;
    expect(cancel, path).toBeDefined();
    const id = cancel?.operationId ?? `post${path.replace(/[^A-Za-z0-9]/g, '_')}`;
    const response = await page.goto(`/api/docs#/${cancel?.tags[0]}/${id}`);
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
    // Swagger UI (1.5 MB of script) and the whole document load before the operation shows.
    const operation = page.locator(`[data-path="${path}"]`);
    await operation.waitFor({ timeout: 60_000 });
    // Expanded: the documented problem answers are listed with the success.
    await page.getByText('The record is in a state that does not allow the operation').waitFor();
    await screenshot(page, 'api-docs');
    expect(violations).toEqual([]);
  });
});
