import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fontPreload } from './fontPreload';
import { legalNotices } from './legalNotices';
import { precompress } from './precompress';

// The API runs as a separate process in development; in production the server serves dist/ itself,
// so the browser always talks to the same origin and the session cookie needs no CORS.
const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? 3000}`;

export default defineConfig({
  // Pinned so `vite build` gives the same output whether run from here or from the repository root.
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react(), fontPreload(/roboto-latin-wght-normal/), legalNotices(), precompress()],
  // @fxbo/domain is an npm-workspace symlink to packages/domain, whose exports point at TypeScript
  // source; Vite follows the symlink and compiles it like our own code, so no alias is needed.
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Everything the entry imports statically in one chunk: left alone, the bundler cut it into ~20 small
          // shared chunks (each also used by some lazy screen), every page's first requests. Lazy screens keep the
          // automatic splitting: grouping their shared libraries as well left /login blank (an evaluation-order
          // fault between the grouped chunks, not pursued), and would put every screen's MUI on /login. The one
          // exception: MUI 9's small utilities (`@mui/utils`, and `@mui/material/utils`' one-line re-exports of
          // them) in one chunk of their own; left alone each became a chunk of under 100 bytes, three more
          // scripts before the sign-in form (28, over its 25) and files too small to compress.
          groups: [
            { name: 'app', tags: ['$initial'] },
            { name: 'mui-utils', test: /node_modules[\\/]@mui[\\/](utils|material[\\/]utils)[\\/]/ },
          ],
        },
      },
    },
  },
  server: {
    proxy: { '/api': { target: apiTarget } },
  },
  preview: {
    proxy: { '/api': { target: apiTarget } },
  },
});
