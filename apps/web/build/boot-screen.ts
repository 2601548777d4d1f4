// A relative path: Vite bundles the config's own imports, not a workspace package's TypeScript.

import type { Plugin } from 'vite';
import { MESSAGES } from '../../../packages/shared/src/messages.ts';

/**
 * The boot screen (app/shell/BootScreen.tsx) as static markup in index.html: it paints as soon as
 * the HTML and the stylesheet arrive, instead of after the scripts ran. React replaces it on its
 * first render. Inline styles only (the CSP allows inline styles, not scripts); its colours follow
 * the scheme index.html's inline script has set on <html> by then (ADR 041).
 */
const MARKUP = `<style>@keyframes kazi-boot-spin{to{transform:rotate(360deg)}}
#kazi-boot{--kb-bg:#f5f7f6;--kb-word:#074f34;--kb-text:#495057;--kb-track:#d2ecde;min-height:100dvh;display:flex;align-items:center;justify-content:center;background:var(--kb-bg);font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif}
[data-mantine-color-scheme=dark] #kazi-boot{--kb-bg:#1f1f1f;--kb-word:#e8f6ee;--kb-text:#c9c9c9;--kb-track:#2e2e2e}</style><main id="kazi-boot">
  <div role="status" aria-live="polite" style="display:flex;flex-direction:column;align-items:center;gap:20px">
    <div style="display:flex;align-items:center;gap:10px">
      <svg width="44" height="44" viewBox="0 0 32 32" aria-hidden="true" focusable="false"><rect width="32" height="32" rx="8" fill="#0f7a4f"/><path d="M10 8h4v6.6L19.6 8h4.9l-6.3 7.3L25 24h-5l-4.7-6.3-1.3 1.5V24h-4z" fill="#fff"/><circle cx="24" cy="8.5" r="2.2" fill="#f5b83d"/></svg>
      <span style="font-weight:800;font-size:31px;line-height:1;letter-spacing:-0.02em;color:var(--kb-word)">Kazi</span>
    </div>
    <span aria-hidden="true" style="width:22px;height:22px;box-sizing:border-box;border-radius:50%;border:2px solid var(--kb-track);border-top-color:#0f7a4f;animation:kazi-boot-spin .8s linear infinite"></span>
    <p style="margin:0;font-size:14px;color:var(--kb-text)">${MESSAGES.generic.loading}</p>
  </div>
</main>`;

export function bootScreen(): Plugin {
  return {
    name: 'kazi-boot-screen',
    transformIndexHtml(html) {
      if (!html.includes('<div id="root"></div>')) throw new Error('index.html lacks an empty #root');
      return html.replace('<div id="root"></div>', `<div id="root">${MARKUP}</div>`);
    },
  };
}
