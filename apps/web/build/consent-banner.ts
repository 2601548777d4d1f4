// Relative paths: Vite bundles the config's own imports, not a workspace package's TypeScript.

import type { Plugin } from 'vite';
import { MESSAGES } from '../../../packages/shared/src/messages.ts';

/** The file the server sends instead of index.html to a visitor who has not answered the banner. */
const CONSENT_HTML = 'consent.html';
/** The static banner's id: CookieConsentBanner removes it in the commit that shows its own. */
const STATIC_BANNER_ID = 'kazi-consent-static';

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const button = (variant: string, label: string) =>
  `<button class="m_77c9d27d mantine-Button-root m_87cf2631 mantine-UnstyledButton-root" data-variant="${variant}" data-size="sm" type="button" aria-disabled="true" style="--button-height:var(--button-height-sm);--button-padding-x:var(--button-padding-x-sm);--button-fz:var(--mantine-font-size-sm);--button-radius:var(--mantine-radius-md)"><span class="m_80f1301b mantine-Button-inner"><span class="m_811560b9 mantine-Button-label">${escapeHtml(label)}</span></span></button>`;

/**
 * features/privacy/components/CookieConsentBanner.tsx as static markup, with Mantine's own classes
 * (its stylesheet is index.html's) and, in a style element, what the theme and the banner's CSS
 * module add at run time. It paints with the boot screen, so a first visit's largest text (on a
 * phone) does not wait for the scripts; its buttons are aria-disabled until React's banner, same
 * size and place, replaces it.
 */
const MARKUP = `<style>
#${STATIC_BANNER_ID}{--mantine-font-family:system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue","Noto Sans",Ubuntu,Cantarell,Arial,sans-serif;font-family:var(--mantine-font-family);--mantine-primary-color-filled:#0f7a4f;--mantine-color-anchor:#0f7a4f;--paper-radius:var(--mantine-radius-lg);--paper-shadow:var(--mantine-shadow-lg);position:fixed;z-index:300;left:var(--mantine-spacing-md);right:var(--mantine-spacing-md);bottom:var(--mantine-spacing-md);max-height:calc(50dvh - 2 * var(--mantine-spacing-md));overflow-y:auto;padding:var(--mantine-spacing-md) var(--mantine-spacing-xl) var(--mantine-spacing-md) var(--mantine-spacing-lg)}
#${STATIC_BANNER_ID} [data-variant=subtle]{--button-bg:transparent;--button-color:#0f7a4f;--button-bd:1px solid transparent}
#${STATIC_BANNER_ID} [data-variant=default]{--button-bg:var(--mantine-color-default);--button-color:var(--mantine-color-default-color);--button-bd:1px solid var(--mantine-color-default-border)}
#${STATIC_BANNER_ID} [data-variant=filled]{--button-bg:#0f7a4f;--button-color:var(--mantine-color-white)}
[data-mantine-color-scheme=dark] #${STATIC_BANNER_ID}{--mantine-color-anchor:#4fb17e}
[data-mantine-color-scheme=dark] #${STATIC_BANNER_ID} [data-variant=subtle]{--button-color:#e8f6ee}
#${STATIC_BANNER_ID} .kazi-cb-close{position:absolute;top:var(--mantine-spacing-xs);right:var(--mantine-spacing-xs);--cb-size:28px;--cb-icon-size:70%}
#${STATIC_BANNER_ID} .kazi-cb-layout{display:flex;flex-direction:column;gap:var(--mantine-spacing-sm);max-width:1200px;margin-inline:auto}
#${STATIC_BANNER_ID} .kazi-cb-text{flex:1;padding-right:var(--mantine-spacing-xl);--stack-gap:calc(.25rem * var(--mantine-scale));--stack-align:stretch;--stack-justify:flex-start}
#${STATIC_BANNER_ID} .kazi-cb-actions{flex-shrink:0;--group-gap:var(--mantine-spacing-xs);--group-align:center;--group-justify:flex-end;--group-wrap:wrap}
@media (max-width:48em){#${STATIC_BANNER_ID}{left:var(--mantine-spacing-xs);right:var(--mantine-spacing-xs);bottom:var(--mantine-spacing-xs);padding:var(--mantine-spacing-sm) var(--mantine-spacing-md)}}
@media (min-width:62em){#${STATIC_BANNER_ID} .kazi-cb-layout{flex-direction:row;align-items:center;gap:var(--mantine-spacing-xl)}}
</style><section id="${STATIC_BANNER_ID}" class="m_1b7284a3 mantine-Paper-root" data-with-border="true" aria-labelledby="${STATIC_BANNER_ID}-title"><button class="kazi-cb-close m_86a44da5 mantine-CloseButton-root m_87cf2631 mantine-UnstyledButton-root" data-variant="subtle" type="button" aria-disabled="true" aria-label="Close the cookie banner (essential cookies only)"><svg viewBox="0 0 15 15" fill="none" aria-hidden="true" style="width:var(--cb-icon-size);height:var(--cb-icon-size)"><path d="M11.78 4.03a.57.57 0 0 0-.81-.81L7.5 6.69 4.03 3.22a.57.57 0 0 0-.81.81L6.69 7.5l-3.47 3.47a.57.57 0 0 0 .81.81L7.5 8.31l3.47 3.47a.57.57 0 0 0 .81-.81L8.31 7.5z" fill="currentColor"/></svg></button><div class="kazi-cb-layout"><div class="kazi-cb-text m_6d731127 mantine-Stack-root"><h2 class="m_8a5d1357 mantine-Title-root" data-order="2" id="${STATIC_BANNER_ID}-title" style="--title-fw:700;--title-lh:var(--mantine-h2-line-height);--title-fz:var(--mantine-h2-font-size);font-size:var(--mantine-font-size-md)">${escapeHtml(MESSAGES.privacy.bannerTitle)}</h2><p class="m_b6d8b162 mantine-Text-root" data-size="sm" style="--text-fz:var(--mantine-font-size-sm);--text-lh:var(--mantine-line-height-sm)">${escapeHtml(MESSAGES.privacy.bannerText)} <a class="m_849cf0da m_b6d8b162 mantine-Text-root mantine-Anchor-root" data-size="sm" data-underline="hover" href="/privacy-policy" style="--text-fz:var(--mantine-font-size-sm);--text-lh:var(--mantine-line-height-sm)">Privacy Policy</a></p></div><div class="kazi-cb-actions m_4081bf90 mantine-Group-root">${button('subtle', MESSAGES.privacy.customise)}${button('default', MESSAGES.privacy.essentialOnly)}${button('filled', MESSAGES.privacy.acceptAll)}</div></div></section>`;

/** Writes consent.html: index.html (boot screen included) plus the static cookie banner. */
export function consentBanner(): Plugin {
  return {
    name: 'kazi-consent-banner',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const index = bundle['index.html'];
      if (index?.type !== 'asset' || typeof index.source !== 'string') {
        throw new Error('consent-banner: the build has no index.html');
      }
      if (!index.source.includes('</body>')) {
        throw new Error('consent-banner: index.html lacks </body>');
      }
      // The colour scheme on <html> is index.html's inline script's (ADR 041), as for every page.
      const source = index.source.replace('</body>', `${MARKUP}\n  </body>`);
      this.emitFile({ type: 'asset', fileName: CONSENT_HTML, source });
    },
  };
}
