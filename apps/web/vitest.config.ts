import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/** Unit tests of the web app's pure parts (paths, titles, navigation, API client): `npm test -w apps/web`. */
export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: { name: 'web-unit', include: ['src/**/*.test.ts'], environment: 'node' },
});
