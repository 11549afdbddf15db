// Imported first by main.tsx, so it runs before any module builds a schema. Zod compiles object parsers with
// `new Function` when it may, and probes for it as the first object schema is built: the page's CSP
// (script-src 'self', no 'unsafe-eval') refuses the probe and reports a violation on every page. Jitless skips
// the probe and the compilation; parsing is the same, a little slower on large objects. The setting lives on
// globalThis, so the full zod of the lazily loaded domain schemas follows it too.
import { config } from 'zod/mini';

config({ jitless: true });
