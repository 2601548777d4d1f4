import type { RouteObject } from 'react-router';

/** Signed-out only (the router wraps them in GuestOnly): the login page at `/` and `/login`. */
export const guestRoutes: RouteObject[] = [
  { index: true, lazy: () => import('./routes/LoginPage.tsx').then((m) => ({ Component: m.LoginPage })) },
  { path: 'login', lazy: () => import('./routes/LoginPage.tsx').then((m) => ({ Component: m.LoginPage })) },
];

const setPassword = (mode: 'reset' | 'set') => () =>
  import('./routes/SetPasswordPage.tsx').then(({ SetPasswordPage }) => ({
    Component: () => <SetPasswordPage mode={mode} />,
  }));

/** Open to anyone (the router wraps them in PublicLayout): invitations and password links. */
export const publicAuthRoutes: RouteObject[] = [
  {
    path: 'signup/invite/:invitationKey',
    lazy: () => import('./routes/SignupPage.tsx').then((m) => ({ Component: m.SignupPage })),
  },
  {
    path: 'forgot-password',
    lazy: () => import('./routes/ForgotPasswordPage.tsx').then((m) => ({ Component: m.ForgotPasswordPage })),
  },
  { path: 'reset-password/confirm/:uid/:token', lazy: setPassword('reset') },
  { path: 'password/:uid/:token', lazy: setPassword('set') },
];
