import { expect } from '@playwright/test';
import { apiAs, createOnboardedPerson } from './people-helpers.ts';

export interface PayoutProject {
  id: number;
  title: string;
  members: { id: number; display_name: string }[];
  /** The members' sign-ins, in the members' order. */
  logins: { email: string; password: string }[];
}

/**
 * A project of the payout journey's own: the admin creates it with three developers of the
 * journey's own on its team (not the demo's: every team they join mails them, within the
 * per-address mail limit), who accept, so the payout form's selector offers exactly them.
 */
export async function payoutProject(baseURL: string, label: string): Promise<PayoutProject> {
  const logins: { email: string; password: string }[] = [];
  // Three names, so the form's selector tells them apart (the search is by name).
  for (const last of ['Wanjiku', 'Mensah', 'Okoro']) {
    const fresh = await createOnboardedPerson(baseURL, 'developer', { first: 'Payee', last });
    logins.push({ email: fresh.email, password: fresh.password });
  }
  const admin = await apiAs(baseURL, 'admin@demo.test');
  try {
    const members = [];
    for (const { email } of logins) members.push(await admin.candidate('developer', email));
    const owner = await admin.candidate('owner', 'client@demo.test');
    const cm = await admin.candidate('cm', 'cm@demo.test');
    const title = `Payouts ${label} ${Date.now().toString(36)}`;
    const created = await admin.post('/api/projects/', {
      category: 'dedicated',
      title,
      description: `A project of the payout journey (${label}).`,
      type: 'web',
      expected_start_date: '2026-01-05',
      currency: 'EUR',
      invoicing_email: 'billing@example.test',
      owner: { id: owner.id },
      cm: { id: cm.id },
      participation: members.map((member) => ({
        user: { id: member.id },
        payment_structure: { hours_per_week: 10, payout_rate: '20', client_rate: '35' },
        effective_from: '2026-01-05',
      })),
    });
    expect(created.status(), await created.text()).toBe(201);
    const id = (await created.json()).id as number;
    for (const { email, password } of logins) {
      const member = await apiAs(baseURL, email, password);
      try {
        const invitation = await (await member.get(`/api/projects/${id}/invitation/`)).json();
        const accepted = await member.patch(`/api/participation/${invitation.participation.id}/`, {
          status: 'accepted',
        });
        expect(accepted.status(), await accepted.text()).toBe(200);
      } finally {
        await member.dispose();
      }
    }
    return { id, title, members, logins };
  } finally {
    await admin.dispose();
  }
}
