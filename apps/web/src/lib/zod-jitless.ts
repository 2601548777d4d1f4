import { config } from 'zod/v4/core';

// zod compiles object parsers with `new Function` when it may; its probe for that is caught, but
// under the CSP (`script-src 'self'`, no 'unsafe-eval') Chromium still reports a violation on every
// page that builds a schema. Jitless parsing is what the browser would fall back to anyway.
// This module is main.tsx's first import, so it runs before any schema module.
config({ jitless: true });
