// `npm run bench:uploads -w @fxbo/bench`: only the uploads step, against a throw-away database with the small demo
// data (seconds to prepare, where the full bench needs its 1,000,000-remittance database).
import { log, runOnSmallDemo } from './small-demo.js';
import { describeUploads, measureUploads, UPLOAD_RSS_BUDGET_MB } from './uploads.js';

runOnSmallDemo(
  'uploads',
  { what: 'the server bundle', args: ['-w', '@fxbo/server'] },
  async ({ db, config, server }) => {
    log('Receiving uploads at once, small demo data:');
    const run = await measureUploads(server, db, config);
    log(describeUploads(run));
    const ok = run.rssGrowthMb <= UPLOAD_RSS_BUDGET_MB;
    log(
      `\n  ${ok ? 'PASS' : 'FAIL'}  80 parallel 10 MB uploads: RSS rises by at most ${UPLOAD_RSS_BUDGET_MB} MB`,
    );
    if (!ok) process.exitCode = 1;
  },
);
