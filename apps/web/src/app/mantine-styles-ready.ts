/**
 * Resolves once the pages' Mantine styles (mantine-styles-lazy.ts) are applied: Vite resolves a
 * dynamic import after its stylesheet loaded. Started as the entry runs, beside the first page's
 * code; the root layout waits for it, so no page renders unstyled.
 */
export const mantineStylesReady: Promise<unknown> = import('./mantine-styles-lazy.ts');
