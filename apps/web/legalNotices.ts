import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/** The repository's licence and third-party notices, and the names the built web app serves them under. */
export const LEGAL_FILES = [
  { source: fileURLToPath(new URL('../../LICENSE', import.meta.url)), fileName: 'LICENSE.txt' },
  {
    source: fileURLToPath(new URL('../../THIRD_PARTY_NOTICES.txt', import.meta.url)),
    fileName: 'THIRD_PARTY_NOTICES.txt',
  },
] as const;

/**
 * Copies LICENSE and THIRD_PARTY_NOTICES.txt into the build, so the server that sends the web app's fonts to
 * browsers sends their licences with them (/LICENSE.txt, /THIRD_PARTY_NOTICES.txt; docs/decisions.md §54).
 */
export function legalNotices(): Plugin {
  return {
    name: 'fxbo-legal-notices',
    apply: 'build',
    async generateBundle() {
      for (const file of LEGAL_FILES) {
        this.emitFile({
          type: 'asset',
          fileName: file.fileName,
          source: await readFile(file.source, 'utf8'),
        });
      }
    },
  };
}
