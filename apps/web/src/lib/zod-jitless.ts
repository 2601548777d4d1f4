// zod compiles object parsers with `new Function` when it may; its probe for that is caught, but
// under the CSP (`script-src 'self'`, no 'unsafe-eval') Chromium still reports a violation on every
// page that builds a schema. Jitless parsing is what the browser would fall back to anyway.
// zod 4 keeps its configuration on `globalThis.__zod_globalConfig` and adopts an object already
// there (zod/v4/core/core.js), so the flag is set without importing zod: zod stays out of the
// entry. This module is main.tsx's first import, so it runs before any chunk that loads zod.
const host = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
host.__zod_globalConfig ??= {};
host.__zod_globalConfig.jitless = true;
