import type { RouteObject } from 'react-router';

const page =
  (load: () => Promise<{ default: import('@kazi/shared/legal/document').LegalDocument }>) => async () => {
    const [{ LegalPage }, document] = await Promise.all([import('./routes/LegalPage.tsx'), load()]);
    return { Component: () => <LegalPage document={document.default} /> };
  };

/** Privacy Policy, User Agreement, Code of Conduct: public pages outside the shell. */
export const legalRoutes: RouteObject[] = [
  {
    path: 'privacy-policy',
    lazy: page(() =>
      import('@kazi/shared/legal/privacy-policy').then((m) => ({ default: m.PRIVACY_POLICY })),
    ),
  },
  {
    path: 'user-agreement',
    lazy: page(() =>
      import('@kazi/shared/legal/user-agreement').then((m) => ({ default: m.USER_AGREEMENT })),
    ),
  },
  {
    path: 'code-of-conduct',
    lazy: page(() =>
      import('@kazi/shared/legal/code-of-conduct').then((m) => ({ default: m.CODE_OF_CONDUCT })),
    ),
  },
];
