import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screenshot, useBrowser } from '../harness/browser';
import { text } from '../harness/catalog';
import { connectDatabase, createClient } from '../harness/database';
import { randomDigits } from '../harness/documents';
import { mainNav } from '../harness/shell';
import { grantPermissions, signIn } from '../harness/signin';
import { createUser, type TestUser } from '../harness/users';

// Client users (issue 24): the staff work queues (liquidate, dispatch requests to register) are not in a client
// user's menu, their pages say "no access" and their API answers 403, whatever permissions the user holds.

const session = useBrowser();
const nav = (key: string) => text('pt-BR', `nav.${key}`, 'menu');
const common = (key: string) => text('pt-BR', key);
const QUEUES = [
  ['/import-export/export-contracts/liquidate', '/api/export-liquidation'],
  ['/import-export/export-contracts/dispatch-request-to-register', '/api/dispatch-requests'],
] as const;

let user: TestUser;

beforeAll(async () => {
  const db = await connectDatabase();
  try {
    const client = await createClient(db, `Filas ${randomDigits(6)} Ltda`);
    user = await createUser(`filas${randomDigits(6)}`);
    await grantPermissions(user.email, ['trade.consult', 'trade.liquidate', 'trade.register-dispatch']);
    await db.query(`update users set kind = 'client', all_clients = false where email = $1`, [user.email]);
    await db.query(
      `insert into user_clients (user_id, client_id) select id, $2 from users where email = $1`,
      [user.email, client.id],
    );
  } finally {
    await db.end();
  }
  await signIn(session.page, user);
}, 120_000);

afterEach(async (ctx) => {
  if (ctx.task.result?.state === 'fail')
    await screenshot(session.page, `client-queues-failed-${ctx.task.name.slice(0, 30).replace(/\W+/g, '-')}`);
});

describe('staff work queues and client users', () => {
  it('are not in a client user’s menu', async () => {
    const { page } = session;
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/home');
    // The home page's areas are the user's menu: the export group offers its pending list, not the queues.
    await page.locator('a[href="/import-export/export-contracts/export-pending"]').first().waitFor();
    for (const [path] of QUEUES) expect(await page.locator(`a[href="${path}"]`).count(), path).toBe(0);
    // The menu bar itself (the horizontal layout's menus).
    await mainNav(page)
      .getByRole('button', { name: nav('trade') })
      .click();
    await page.getByRole('menuitem', { name: nav('export') }).click();
    await page.getByRole('menuitem', { name: nav('exportPending') }).waitFor();
    const items = (await page.getByRole('menuitem').allInnerTexts()).map((t) => t.trim());
    expect(items).not.toContain(nav('liquidate'));
    expect(items).not.toContain(nav('dispatchRequest'));
    await screenshot(page, 'client-queues-menu-1440', { viewport: true });
  });

  it('say "no access" when opened by their address, and their API answers 403', async () => {
    const { page } = session;
    for (const [path, api] of QUEUES) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1, name: common('noAccess.title') }).waitFor();
      const res = await page.request.get(api);
      expect(res.status(), api).toBe(403);
    }
  });
});
