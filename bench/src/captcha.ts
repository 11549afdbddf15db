// The captcha's proof of work as a person's browser does it: the sign-in page in Chromium, the ALTCHA widget's
// workers solving the server's real challenges (its CAPTCHA_COST and CAPTCHA_MAX_COUNTER).
// `npx tsx bench/src/captcha.ts <origin>` measures a server that is already running, e.g. to tune them.
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { chromiumCpuMs } from './chromium-cpu.js';
import { summary } from './stats.js';
import { launchOptions } from './web.js';

export interface CaptchaSolve {
  /** Workers the widget runs: one per core Chromium reports. */
  workers: number;
  cost: number;
  maxCounter: number;
  /** From the start of a verification to its solution: the challenge's download, the workers' start, the work. */
  verifyMs: ReturnType<typeof summary>;
  /** The work alone, as the worker that found the solution timed it. */
  workMs: ReturnType<typeof summary>;
  /** The solutions' counters over maxCounter: how much of the range the samples had to search (about 0.5). */
  meanSearched: number;
  /** Keys derived a second by all workers (the samples' counters over their work): what the host gives. */
  keysPerSecond: number;
  /** The mean work at that rate, maxCounter / 2 keys. */
  expectedWorkMs: number;
  /** Chromium's CPU time per key: unlike the wall time, it does not grow when other work shares the cores. */
  cpuMsPerKey: number;
  /** The mean work with a core for each worker (an idle machine): the figure to tune the parameters by. */
  expectedIdleWorkMs: number;
}

interface Sample {
  total: number;
  work: number;
  counter: number;
  cost: number;
  maxCounter: number;
}

/*
 * Runs in the page (a string, so that the bundler's helpers, which the page lacks, stay out of it): `n`
 * verifications one after the other, each with a new challenge, without the widget's 500 ms minimum display
 * time (a floor for the eye, not work).
 */
const verifyRepeatedly = `async (n) => {
  const widget = document.querySelector('altcha-widget');
  const samples = [];
  for (let i = 0; i < n; i++) {
    const started = performance.now();
    const result = await widget.verify({ minDuration: 0 });
    if (!result || !result.solution) throw new Error('verification failed: ' + widget.getState());
    samples.push({
      total: performance.now() - started,
      work: result.solution.time,
      counter: result.solution.counter,
      cost: result.challenge.parameters.cost,
      maxCounter: result.challenge.parameters.data.maxCounter,
    });
  }
  return samples;
}`;

/** `samples` solutions of the server's challenge by the widget on /login, in headless Chromium. */
export async function measureCaptchaSolve(
  baseUrl: string,
  samples = Number(process.env.BENCH_CAPTCHA_SAMPLES ?? 60),
): Promise<CaptchaSolve> {
  const browser = await chromium.launch(launchOptions);
  try {
    const page = await (await browser.newContext({ locale: 'pt-BR' })).newPage();
    await page.goto(`${baseUrl}/login`);
    // The identifier is focused at once, which starts a first verification: let it end.
    await page.locator('altcha-widget [data-state="verified"]').waitFor({ timeout: 120_000 });
    const workers = await page.evaluate(() => navigator.hardwareConcurrency);
    const cpuBefore = chromiumCpuMs();
    const results = await page.evaluate<Sample[]>(`(${verifyRepeatedly})(${samples})`);
    const cpuMs = chromiumCpuMs() - cpuBefore;
    const first = results[0];
    if (!first) throw new Error('no captcha sample');
    // A solution at counter c took c + 1 keys: the workers share the counters from 0.
    const keys = results.reduce((sum, s) => sum + s.counter + 1, 0);
    const keysPerSecond = (keys / results.reduce((sum, s) => sum + s.work, 0)) * 1000;
    const meanKeys = first.maxCounter / 2;
    return {
      workers,
      cost: first.cost,
      maxCounter: first.maxCounter,
      verifyMs: summary(results.map((s) => s.total)),
      workMs: summary(results.map((s) => s.work)),
      meanSearched:
        Math.round((results.reduce((sum, s) => sum + s.counter / s.maxCounter, 0) / results.length) * 100) /
        100,
      keysPerSecond: Math.round(keysPerSecond),
      expectedWorkMs: Math.round((meanKeys / keysPerSecond) * 1000),
      cpuMsPerKey: Math.round((cpuMs / keys) * 1000) / 1000,
      expectedIdleWorkMs: Math.round((meanKeys * cpuMs) / keys / workers),
    };
  } finally {
    await browser.close();
  }
}

export function describeCaptchaSolve(c: CaptchaSolve): string {
  return (
    `  ${c.verifyMs.n} solutions, cost ${c.cost}, max counter ${c.maxCounter}, ${c.workers} workers: ` +
    `verify p50 ${c.verifyMs.p50} ms, p95 ${c.verifyMs.p95} ms, max ${c.verifyMs.max} ms ` +
    `(work p50 ${c.workMs.p50} ms, p95 ${c.workMs.p95} ms; mean share of the range searched ${c.meanSearched}); ` +
    `${c.keysPerSecond} keys/s, so ${c.expectedWorkMs} ms of work expected; ` +
    `${c.cpuMsPerKey} ms of CPU a key, so ${c.expectedIdleWorkMs} ms with a core per worker`
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const origin = process.argv[2];
  if (!origin) throw new Error('usage: npx tsx bench/src/captcha.ts <origin, e.g. http://127.0.0.1:3000>');
  console.log(describeCaptchaSolve(await measureCaptchaSolve(origin.replace(/\/+$/, ''))));
}
