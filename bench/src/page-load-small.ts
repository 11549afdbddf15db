// `npm run bench:pages -w @fxbo/bench`: only the page-load step, against a throw-away database with the small demo
// data (seconds to prepare, where the full bench needs its 1,000,000-remittance database).
import { createSession } from '../../apps/server/src/platform/sessions.js';
import { DEMO_ADMIN_EMAIL } from '../../apps/server/src/seed/startup.js';
import { formatPageLoad, measurePageLoads } from './page-load.js';
import { log, runOnSmallDemo } from './small-demo.js';

runOnSmallDemo(
  'pages',
  { what: 'the web app and the server bundle', args: [] },
  async ({ db, config, server }) => {
    const admin = await db
      .selectFrom('users')
      .select('id')
      .where('email', '=', DEMO_ADMIN_EMAIL)
      .executeTakeFirstOrThrow();
    const session = await createSession(db, config.auth, admin.id, { ip: null, userAgent: 'bench' });
    const loads = Number(process.env.BENCH_PAGE_LOADS ?? 5);
    log(`Page loads in Chromium (desktop), p50 of ${loads} cold loads, small demo data:`);
    for (const row of await measurePageLoads(server.url, session.token, loads)) log(formatPageLoad(row));
  },
);
