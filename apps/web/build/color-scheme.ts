// A relative path: Vite bundles the config's own imports, not a workspace package's TypeScript.

import type { Plugin } from 'vite';
import { COLOR_SCHEME_SCRIPT } from '../../../packages/shared/src/appearance/color-scheme.ts';

/**
 * Puts the colour-scheme script (packages/shared/src/appearance/color-scheme.ts) inline at the top
 * of index.html's head: it sets the scheme on <html> before the stylesheet and the body, so the
 * boot screen and the first page paint in the person's scheme. The server's CSP allows it by hash.
 */
export function colorScheme(): Plugin {
  return {
    name: 'kazi-color-scheme',
    transformIndexHtml(html) {
      if (!html.includes('</title>')) throw new Error('index.html lacks a <title>');
      return html.replace('</title>', `</title>\n    <script>${COLOR_SCHEME_SCRIPT}</script>`);
    },
  };
}
