import type { RouteObject } from 'react-router';
import { PROJECT_TABS } from './registry.ts';

/** One route per registered tab under the project page (`plan/*`, `details`…), each loaded lazily. */
export const projectTabRoutes: RouteObject[] = PROJECT_TABS.map((tab) => ({
  path: tab.exact ? tab.path : `${tab.path}/*`,
  lazy: () => tab.load().then((m) => ({ Component: m.default })),
}));
