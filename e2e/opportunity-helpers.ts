import { expect } from './fixtures.ts';
import { apiAs } from './people-helpers.ts';

/** The demo opportunity with a shortlist (seed/opportunities.ts), owned by client@demo.test. */
export const FINTECH_OPPORTUNITY = 'Fintech onboarding MVP';

/** Its id, as its client manager finds it (a client's projects list shows no opportunity). */
export async function fintechOpportunityId(baseURL: string): Promise<number> {
  const cm = await apiAs(baseURL, 'cm@demo.test');
  try {
    const list = await (await cm.get('/api/projects/?stage=opportunity&search=Fintech')).json();
    const fintech = list.results.find((project: { title: string }) => project.title === FINTECH_OPPORTUNITY);
    expect(fintech, 'the demo fintech opportunity').toBeTruthy();
    return fintech.id as number;
  } finally {
    await cm.dispose();
  }
}
