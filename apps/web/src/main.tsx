import './lib/zod-jitless.ts';
import './app/mantine-styles.ts';
import '@mantine/notifications/styles.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';

const root = document.getElementById('root');
if (!root) throw new Error('index.html lacks #root');

// A transition renders in slices that yield to the browser (input, paint) instead of one long
// task; index.html's boot screen stays until the first render commits.
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
