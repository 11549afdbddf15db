import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

// Text the server sends as is; images other than SVG and fonts in woff2 are compressed already.
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|map|webmanifest)$/;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

/** Writes `<file>.br` and `<file>.gz` beside `file`, each only when it comes out smaller than the file. */
async function compressFile(file: string): Promise<void> {
  const raw = await readFile(file);
  const [br, gzipped] = await Promise.all([
    brotli(raw, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
      },
    }),
    gz(raw, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  await Promise.all([
    br.length < raw.length ? writeFile(`${file}.br`, br) : null,
    gzipped.length < raw.length ? writeFile(`${file}.gz`, gzipped) : null,
  ]);
}

/** Compresses every text file of `dir` (the build output, public/ files included) with brotli and gzip. */
export async function precompressDir(dir: string): Promise<void> {
  const files = (await filesUnder(dir)).filter((f) => COMPRESSIBLE.test(f));
  await Promise.all(files.map(compressFile));
}

/**
 * The build writes each file's brotli and gzip forms beside it once, at the highest levels (too slow to do
 * per request), and the server picks one by Accept-Encoding (apps/server/src/http/web.ts).
 */
export function precompress(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'fxbo-precompress',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      await precompressDir(path.resolve(config.root, config.build.outDir));
    },
  };
}
