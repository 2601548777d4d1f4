import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { bootScreen } from './build/boot-screen.ts';
import { colorScheme } from './build/color-scheme.ts';
import { consentBanner } from './build/consent-banner.ts';
import { precompress } from './build/precompress.ts';

/** The API the dev server proxies to: `KAZI_API_PORT=3001 npm run dev -w apps/web`. */
const apiTarget = `http://127.0.0.1:${process.env.KAZI_API_PORT ?? 3000}`;
const proxy = { '/api': { target: apiTarget, changeOrigin: false } };

export default defineConfig({
  plugins: [react(), colorScheme(), bootScreen(), consentBanner(), precompress()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: { host: '127.0.0.1', port: 5173, strictPort: true, proxy },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true, proxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
  },
});
