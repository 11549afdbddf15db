// `npm run bench`: every list resource and the remittance area at the 1m seed's volume, through HTTP with a
// signed-in session.
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'kysely';
import { ALL_PERMISSION_KEYS } from '@fxbo/domain';
import { loadConfig } from '../../apps/server/src/config.js';
import { hashPassword } from '../../apps/server/src/platform/password-hash.js';
import { createSession } from '../../apps/server/src/platform/sessions.js';
import { sqlCapture } from './capture.js';
import { listCombos, searchCombos, type Combo } from './combos.js';
import { exportBackendsCpuSeconds } from './cpu.js';
import { openDataset, searchSamples } from './dataset.js';
import { sequential, timedOk, withQuery } from './http.js';
import { startServer } from './server.js';
import { measureListRender, type ListRender } from './web.js';
import { describeCaptchaSolve, measureCaptchaSolve } from './captcha.js';
import { formatPageLoad, measurePageLoads, withinPageBudgets, type PageLoad } from './page-load.js';
import { measureReceiving, receivableOrders } from './receiving.js';
import { replay, seqScansOfLargeTables } from './sql-replay.js';
import { percentile, round, summary } from './stats.js';
import { measureTreasury, treasuryTarget } from './treasury.js';
import { describeUploads, measureUploads, UPLOAD_RSS_BUDGET_MB, type UploadRun } from './uploads.js';
import { benchSteps } from './steps.js';

const root = path.resolve(import.meta.dirname, '../..');
// Well above the issue's 200: a p95 over 200 samples rests on its 10 slowest, and moves by 20% between runs.
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 500);
// Rounds over every list combination before any is measured (see the list step).
const WARM_UP_ROUNDS = Number(process.env.BENCH_WARM_UP_ROUNDS ?? 250);
// The search's 16 queries: 100 rounds are 1,600 requests before any is measured, as the list step's reason.
const SEARCH_WARM_UP_ROUNDS = Math.min(WARM_UP_ROUNDS, 100);
const SECRET = 'bench-session-secret-bench-session-secret-0123';
const STEPS = benchSteps(process.env.BENCH_STEPS);

const log = (s: string) => process.stdout.write(`${s}\n`);

async function main() {
  log('Preparing the 1,000,000-remittance database (seeded once, then reused)…');
  const { connected, seededMs, remittances } = await openDataset();
  const { db, pool } = connected.database;
  if (seededMs) log(`  seeded in ${round(seededMs / 1000)} s`);
  log(`  ${remittances.toLocaleString('en')} remittances`);

  // The web app is built (and served) only for the step that opens it in Chromium.
  // The steps in Chromium need the web app; the others only the server.
  const inBrowser = STEPS.has('web') || STEPS.has('pages') || STEPS.has('captcha');
  log(inBrowser ? 'Building the web app and the server bundle…' : 'Building the server bundle…');
  const build = spawnSync('npm', ['run', 'build', ...(inBrowser ? [] : ['-w', '@fxbo/server'])], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) throw new Error('build failed');

  // The busiest client is the one a client user of the benchmark belongs to.
  const busiest = (
    await sql<{ client_id: string }>`
    select client_id::text from remittances group by client_id order by count(*) desc limit 1`.execute(db)
  ).rows[0]?.client_id;
  if (!busiest) throw new Error('no client');
  const passwordHash = await hashPassword('Bench@2026!');
  const ensureUser = async (email: string, staff: boolean) => {
    const existing = await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();
    if (existing) return existing.id;
    const u = await db
      .insertInto('users')
      .values({
        kind: staff ? 'staff' : 'client',
        all_clients: staff,
        name: staff ? 'Bench Staff' : 'Bench Client',
        email,
        status: 'active',
        password_hash: passwordHash,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('user_permissions')
      .values(
        ALL_PERMISSION_KEYS.filter((k) => staff || k !== 'clients.all').map((k) => ({
          user_id: u.id,
          permission_key: k,
        })),
      )
      .execute();
    if (!staff) await db.insertInto('user_clients').values({ user_id: u.id, client_id: busiest }).execute();
    return u.id;
  };
  const config = loadConfig({ SESSION_SECRET: SECRET, NODE_ENV: 'production' });
  const sessions = {
    staff: await createSession(db, config.auth, await ensureUser('bench.staff@bench.example', true), {
      ip: null,
      userAgent: 'bench',
    }),
    client: await createSession(db, config.auth, await ensureUser('bench.client@bench.example', false), {
      ip: null,
      userAgent: 'bench',
    }),
  };
  const headersOf = (who: 'staff' | 'client') => ({
    cookie: `fxbo_session=${sessions[who].token}`,
    'accept-language': 'pt-BR',
  });

  const server = await startServer(connected.url, SECRET);
  const results: Record<string, unknown> = {
    remittances,
    requestsPerCombo: REQUESTS,
    at: new Date().toISOString(),
  };
  try {
    const get = async (url: string, as: 'staff' | 'client') => {
      const res = await fetch(`${server.url}${url}`, { headers: headersOf(as) });
      if (!res.ok) throw new Error(`${url} answered ${res.status}`);
      return res.json();
    };
    // BENCH_RESOURCES=payment-orders,balance-extract: only those lists (their budgets alone are judged).
    const only = process.env.BENCH_RESOURCES ? new Set(process.env.BENCH_RESOURCES.split(',')) : undefined;
    const combos = await listCombos(get, only);
    const urlOf = (combo: Combo) => withQuery(`${server.url}/api/${combo.path}`, combo.query);
    if (STEPS.has('list')) {
      log(
        `\nList endpoints (every list resource's declared combinations), ${REQUESTS} sequential requests each, each followed by its SQL (ms):`,
      );
      const capture = await sqlCapture(pool, config);
      const listRows = [];
      // A fresh process runs its first two thousand requests or so before V8 has optimized the hot paths (the
      // compiler shares the two cores with everything else): p95 twice the steady state's. The budget is about
      // the steady state, so every combination is requested in turn until then, and only then measured.
      for (let i = 0; i < WARM_UP_ROUNDS; i++)
        for (const combo of combos) await timedOk(urlOf(combo), headersOf(combo.as));
      for (const combo of combos) {
        const url = urlOf(combo);
        // The same request's database work, recorded by the API in this process, then replayed as raw SQL:
        // the session lookup every signed-in request makes, then the list's statements.
        const statements = await capture.statementsOf(url.slice(server.url.length), headersOf(combo.as));
        await sequential(10, url, headersOf(combo.as)); // warm-up
        for (let i = 0; i < 10; i++) await replay(pool, statements);
        // Each request is paired with its replay, so whatever else the machine does (autovacuum, a checkpoint,
        // a neighbour on the host) weighs on both sides of the ratio alike rather than on one block of samples.
        const api: number[] = [];
        const sqlSamples: number[] = [];
        for (let i = 0; i < REQUESTS; i++) {
          api.push(await timedOk(url, headersOf(combo.as)));
          sqlSamples.push(await replay(pool, statements));
        }
        const seqScans = await seqScansOfLargeTables(pool, statements);
        const row = {
          resource: combo.resource,
          combo: combo.name,
          api: summary(api),
          sql: summary(sqlSamples),
          ratioP50: round(percentile(api, 50) / Math.max(percentile(sqlSamples, 50), 0.01), 2),
          ratioP95: round(percentile(api, 95) / Math.max(percentile(sqlSamples, 95), 0.01), 2),
          seqScans: seqScans.length,
        };
        listRows.push(row);
        for (const scan of seqScans) log(`    sequential scan: ${scan}`);
        log(
          `  ${`${combo.resource}: ${combo.name}`.padEnd(58)} api p50 ${row.api.p50}  p95 ${row.api.p95}   sql p50 ${row.sql.p50}  p95 ${row.sql.p95}   ratio p50 ${row.ratioP50}  p95 ${row.ratioP95}   seq scans ${row.seqScans}`,
        );
      }
      await capture.close();
      results['list'] = listRows;
    }

    if (STEPS.has('search')) {
      log(`\nToolbar search (GET /api/search), ${REQUESTS} sequential requests each (ms):`);
      const capture = await sqlCapture(pool, config);
      const searches = searchCombos(await searchSamples(db, busiest));
      const pathOf = (q: string) => withQuery('/api/search', { q });
      for (let i = 0; i < SEARCH_WARM_UP_ROUNDS; i++)
        for (const s of searches) await timedOk(`${server.url}${pathOf(s.q)}`, headersOf(s.as));
      const searchRows = [];
      for (const s of searches) {
        const path = pathOf(s.q);
        const statements = await capture.statementsOf(path, headersOf(s.as));
        const api = await sequential(REQUESTS, `${server.url}${path}`, headersOf(s.as));
        const seqScans = await seqScansOfLargeTables(pool, statements);
        const row = { combo: s.name, as: s.as, q: s.q, api: summary(api), seqScans: seqScans.length };
        searchRows.push(row);
        for (const scan of seqScans) log(`    sequential scan: ${scan}`);
        log(
          `  ${`${s.name} (${s.q})`.padEnd(58)} p50 ${row.api.p50}  p95 ${row.api.p95}  max ${row.api.max}   seq scans ${row.seqScans}`,
        );
      }
      await capture.close();
      results['search'] = searchRows;
    }

    if (STEPS.has('throughput')) {
      const first = combos[0];
      if (!first) throw new Error('no list combination declared');
      log(`\nThroughput, 10 connections for 10 s on "${first.resource}: ${first.name}":`);
      const cannon = await autocannon({
        url: urlOf(first),
        connections: 10,
        duration: 10,
        headers: headersOf('staff'),
      });
      results['throughput'] = {
        requestsPerSecond: cannon.requests.average,
        latencyP97_5: cannon.latency.p97_5,
        non2xx: cannon.non2xx,
      };
      log(
        `  ${round(cannon.requests.average)} req/s, latency p97.5 ${cannon.latency.p97_5} ms, non-2xx ${cannon.non2xx}`,
      );
    }

    const ids = (
      await sql<{
        id: string;
      }>`select id::text from remittances tablesample system (0.1) limit ${REQUESTS}`.execute(db)
    ).rows.map((r) => r.id);
    // Every sample must be a 200: a fast 404 would flatter the figures.
    if (STEPS.has('detail')) {
      const detail: number[] = [];
      for (const id of ids)
        detail.push(await timedOk(`${server.url}/api/remittances/${id}`, headersOf('staff')));
      results['detail'] = summary(detail);
      log(`\nDetail: ${JSON.stringify(summary(detail))}`);
    }

    if (STEPS.has('pdf')) {
      const pdf: number[] = [];
      for (const id of ids.slice(0, 50))
        pdf.push(await timedOk(`${server.url}/api/remittances/${id}/pdf`, headersOf('staff')));
      results['pdf'] = summary(pdf);
      log(`PDF: ${JSON.stringify(summary(pdf))}`);
      // The contract's three PDFs (issue 13), on contracts spread over the table.
      const contracts = (
        await sql<{ id: string }>`select id::text from contracts tablesample system (1) limit 50`.execute(db)
      ).rows.map((r) => r.id);
      for (const kind of ['summary', 'full', 'service-order'] as const) {
        const times: number[] = [];
        for (const id of contracts)
          times.push(await timedOk(`${server.url}/api/contracts/${id}/pdf?kind=${kind}`, headersOf('staff')));
        results[`contractPdf.${kind}`] = summary(times);
        log(`Contract PDF (${kind}): ${JSON.stringify(summary(times))}`);
      }
    }

    if (STEPS.has('receiving')) {
      // 100 receivings: each a quote, a preview and a submission.
      const orders = await receivableOrders(db, 20);
      const receiving = await measureReceiving(server.url, sessions.staff, orders, 100);
      results['receiving'] = receiving;
      log(`\nReceiving: quote ${JSON.stringify(receiving.quote)}`);
      log(`  preview ${JSON.stringify(receiving.preview)}`);
      log(`  submission ${JSON.stringify(receiving.submit)}`);
    }

    if (STEPS.has('uploads')) {
      log('\nReceiving uploads at once (80 of 10 MB, a quarter valid, the rest refused):');
      const uploads = await measureUploads(server, db, config);
      results['uploads'] = uploads;
      log(describeUploads(uploads));
    }

    if (STEPS.has('treasury')) {
      const target = await treasuryTarget(db);
      log(
        `\nTreasury reports of the client with the most bills (${target.bills.toLocaleString('en')}), ${target.from} to ${target.to}, ${REQUESTS} requests each:`,
      );
      const reports = await measureTreasury(server.url, headersOf('staff'), target, REQUESTS);
      results['treasury'] = { ...target, reports };
      for (const [id, s] of Object.entries(reports))
        log(`  ${id.padEnd(24)} p50 ${s.p50}  p95 ${s.p95}  max ${s.max}`);
    }

    if (STEPS.has('web')) {
      log('\nWeb list in Chromium, 100 rows a page, 20 page turns:');
      const web = await measureListRender(server.url, sessions.staff.token);
      results['web'] = web;
      log(
        `  render p50 ${web.renderP50} ms, max ${web.renderMax} ms; ${web.longTasks} long tasks, longest ${web.longestTaskMs} ms`,
      );
    }

    if (STEPS.has('pages')) {
      log('\nPage loads in Chromium (desktop), p50 of 5 cold loads:');
      const pageLoads = await measurePageLoads(server.url, sessions.staff.token);
      results['pageLoads'] = pageLoads;
      for (const row of pageLoads) log(formatPageLoad(row));
    }

    if (STEPS.has('captcha')) {
      log("\nCaptcha proof of work in Chromium (the server's default challenge):");
      const captcha = await measureCaptchaSolve(server.url);
      results['captcha'] = captcha;
      log(describeCaptchaSolve(captcha));
    }

    if (STEPS.has('csv')) {
      log('\nCSV export of every remittance…');
      server.resetPeakRss();
      const cpuBefore = server.cpuSeconds();
      const started = performance.now();
      const res = await fetch(`${server.url}/api/remittances/export.csv`, { headers: headersOf('staff') });
      if (!res.ok || !res.body) throw new Error(`export answered ${res.status}`);
      let bytes = 0;
      let lines = 0;
      for await (const chunk of res.body) {
        const buf = chunk as Uint8Array;
        bytes += buf.byteLength;
        // Native search, not a JavaScript loop over 200 MB: the client shares the two cores with the server.
        for (let at = buf.indexOf(10); at !== -1; at = buf.indexOf(10, at + 1)) lines++;
      }
      const seconds = round((performance.now() - started) / 1000, 2);
      const peak = round(server.peakRssMb());
      // The server's share of the time (the rest is PostgreSQL and this client), to tell where it goes.
      const serverCpu = round(server.cpuSeconds() - cpuBefore, 2);
      const databaseCpu = await exportBackendsCpuSeconds(db);
      results['csv'] = {
        rows: lines - 1,
        megabytes: round(bytes / 1e6),
        seconds,
        peakRssMb: peak,
        serverCpuSeconds: serverCpu,
        databaseCpuSeconds: databaseCpu,
      };
      log(
        `  ${(lines - 1).toLocaleString('en')} rows, ${round(bytes / 1e6)} MB in ${seconds} s, server peak RSS ${peak} MB; CPU: server ${serverCpu} s, PostgreSQL ${databaseCpu ?? '?'} s`,
      );
    }
  } finally {
    await server.stop();
    await connected.close();
  }

  const list = results['list'] as { api: { p95: number }; ratioP95: number; seqScans: number }[] | undefined;
  const search = results['search'] as { api: { p95: number }; seqScans: number }[] | undefined;
  const csv = results['csv'] as { seconds: number; peakRssMb: number; rows: number } | undefined;
  const web = results['web'] as ListRender | undefined;
  const treasury = results['treasury'] as { reports: Record<string, { p95: number }> } | undefined;
  const uploads = results['uploads'] as UploadRun | undefined;
  // Only the budgets of the steps that ran are judged.
  const budgets = (
    [
      ['list', 'list p95 ≤ 30 ms (every combination)', !!list?.every((r) => r.api.p95 <= 30)],
      ['list', 'API/SQL p95 ratio ≤ 2 (every combination)', !!list?.every((r) => r.ratioP95 <= 2)],
      ['list', 'no sequential scan of a large table', !!list?.every((r) => r.seqScans === 0)],
      ['search', 'search p95 ≤ 50 ms (every query)', !!search?.every((r) => r.api.p95 <= 50)],
      ['search', 'search: no sequential scan of a large table', !!search?.every((r) => r.seqScans === 0)],
      [
        'treasury',
        'treasury reports p95 ≤ 100 ms (every report)',
        !!treasury && Object.values(treasury.reports).every((r) => r.p95 <= 100),
      ],
      [
        'uploads',
        `80 parallel 10 MB uploads: RSS rises by at most ${UPLOAD_RSS_BUDGET_MB} MB`,
        !!uploads && uploads.rssGrowthMb <= UPLOAD_RSS_BUDGET_MB,
      ],
      ['web', 'web list: no long task (> 50 ms) while turning 100-row pages', !!web && web.longTasks === 0],
      [
        'pages',
        'page loads: LCP ≤ 1.2 s and TBT ≤ 100 ms (p50, desktop)',
        withinPageBudgets((results['pageLoads'] as PageLoad[] | undefined) ?? []),
      ],
      ['csv', 'CSV export of 1,000,000 rows ≤ 15 s', !!csv && csv.rows >= 1_000_000 && csv.seconds <= 15],
      ['csv', 'CSV export server RSS ≤ 300 MB', !!csv && csv.peakRssMb <= 300],
    ] as const
  )
    .filter(([step]) => STEPS.has(step))
    .map(([, name, ok]) => [name, ok] as const);
  results['budgets'] = Object.fromEntries(budgets);
  log('\nBudgets:');
  for (const [name, ok] of budgets) log(`  ${ok ? 'PASS' : 'FAIL'}  ${name}`);
  mkdirSync(path.join(root, 'bench/results'), { recursive: true });
  writeFileSync(path.join(root, 'bench/results/latest.json'), JSON.stringify(results, null, 2));
  log('\nWritten to bench/results/latest.json');
  if (budgets.some(([, ok]) => !ok)) process.exitCode = 1;
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
