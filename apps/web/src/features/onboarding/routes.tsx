import { type RouteObject, redirect } from 'react-router';
import { paths } from '@/lib/paths.ts';

/** `/onboard/*`, without the shell (WizardLayout): intro and the steps. */
export const onboardingRoutes: RouteObject[] = [
  { path: 'onboard', loader: () => redirect(paths.onboardIntro) },
  {
    path: 'onboard/intro',
    lazy: () => import('./routes/IntroPage.tsx').then((m) => ({ Component: m.IntroPage })),
  },
  {
    path: 'onboard/step-one',
    lazy: () => import('./routes/StepOnePage.tsx').then((m) => ({ Component: m.StepOnePage })),
  },
  {
    path: 'onboard/step-two',
    lazy: () => import('./routes/StepTwoPage.tsx').then((m) => ({ Component: m.StepTwoPage })),
  },
  {
    path: 'onboard/step-three',
    lazy: () => import('./routes/StepThreePage.tsx').then((m) => ({ Component: m.StepThreePage })),
  },
  { path: 'onboard/*', loader: () => redirect(paths.onboardIntro) },
];
