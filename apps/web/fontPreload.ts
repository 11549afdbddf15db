import type { Plugin } from 'vite';

/**
 * Adds `<link rel="preload" as="font">` for the built font files whose names match `pattern` (apps/web/src/app/
 * fonts.css), so the browser fetches the typeface with the first requests rather than once the stylesheet that
 * names it has been read and a text needs it: the first paint is then in Roboto, with no swap of fallback text.
 */
export function fontPreload(pattern: RegExp): Plugin {
  return {
    name: 'fxbo-font-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const files = Object.keys(ctx.bundle ?? {}).filter(
          (file) => file.endsWith('.woff2') && pattern.test(file),
        );
        if (files.length === 0) throw new Error(`fontPreload: no built font matches ${pattern}`);
        return files.map((file) => ({
          tag: 'link',
          attrs: { rel: 'preload', as: 'font', type: 'font/woff2', href: `/${file}`, crossorigin: '' },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}
