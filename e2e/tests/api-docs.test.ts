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
    const response = await page.goto('/api/docs');
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
    // Swagger UI (1.5 MB of script) and the whole document load before the first operation shows.
    const operation = page.locator('[data-path="/api/remittances/{id}/cancel"]');
    await operation.waitFor({ timeout: 60_000 });
    await operation.click();
    // Expanded: the documented problem answers are listed with the success.
    await page.getByText('The record is in a state that does not allow the operation').waitFor();
    await screenshot(page, 'api-docs');
    expect(violations).toEqual([]);
  });
});
