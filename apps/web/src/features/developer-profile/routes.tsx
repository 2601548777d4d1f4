import type { RouteObject } from 'react-router';

/** `/developers/:id` inside the shell: a talent's profile for staff-side roles (devprofile/{id}/). */
export const developerProfileRoutes: RouteObject[] = [
  {
    path: 'developers/:id',
    lazy: () =>
      import('./routes/DeveloperProfilePage.tsx').then((m) => ({ Component: m.DeveloperProfilePage })),
  },
];
