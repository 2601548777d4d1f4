import './lib/zod-jitless.ts';
import './app/mantine-styles.ts';
import '@mantine/notifications/styles.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { createRouter } from './app/router.tsx';
import { nextTask } from './lib/next-task.ts';

/**
 * Three tasks, not one long one (a phone's Total Blocking Time): evaluating the entry (React, the
 * router, the providers; the session check starts), creating the router (it starts loading the
 * first page's code, a link per chunk), then the first render. index.html's boot screen shows
 * meanwhile. No top-level await: the bundler would split the entry into many more chunks.
 */
async function start(root: HTMLElement) {
  await nextTask();
  const router = createRouter();
  await nextTask();
  // A transition renders in slices that yield to the browser (input, paint) instead of one long
  // task; the boot screen stays until the first render commits.
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <App router={router} />
      </StrictMode>,
    );
  });
}

const root = document.getElementById('root');
if (!root) throw new Error('index.html lacks #root');
void start(root);
