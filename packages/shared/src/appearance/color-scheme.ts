/**
 * The colour scheme a person picks in the user menu: light, dark, or `auto` (the system's, as
 * Mantine names it). Kept in the browser's local storage under one key, read by two readers that
 * must agree: index.html's inline script (before the first paint) and the web app's
 * MantineProvider (`apps/web/src/app/color-scheme.ts`). ADR 041.
 */
export const COLOR_SCHEME_CHOICES = ['light', 'dark', 'auto'] as const;
export type ColorSchemeChoice = (typeof COLOR_SCHEME_CHOICES)[number];

export const COLOR_SCHEME_STORAGE_KEY = 'kazi-color-scheme';

/**
 * index.html's only inline script (apps/web/build/color-scheme.ts puts it in the head): sets
 * `data-mantine-color-scheme` on <html> from the stored choice, or from the system when there is
 * none (or storage is blocked), before the body paints, so a dark page never flashes light. The
 * server's CSP allows exactly this text by its hash (apps/server/src/http/security.ts): a change
 * here changes both at once.
 */
export const COLOR_SCHEME_SCRIPT = `(function(){var s;try{s=localStorage.getItem(${JSON.stringify(COLOR_SCHEME_STORAGE_KEY)})}catch(e){}var d=s==="dark"||(s!=="light"&&matchMedia("(prefers-color-scheme: dark)").matches);document.documentElement.setAttribute("data-mantine-color-scheme",d?"dark":"light")})()`;
