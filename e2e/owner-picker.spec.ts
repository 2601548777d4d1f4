import { expect as baseExpect, expectNoA11yViolations, test } from './fixtures.ts';
import { apiAs } from './people-helpers.ts';

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 120_000 });

// Owner changes stay inside the client's company (ADR 018): the client manager's owner picker in
// the project settings offers the clients of the owner's company only (staff: every client). Sophie de Vries
// (client@demo.test, Acme Logistics) owns the project; Tunde Bakare (Lagos Ledger) is a client of
// another company.

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

async function cmProject(baseURL: string): Promise<number> {
  const cm = await apiAs(baseURL, 'cm@demo.test');
  try {
    const owner = await cm.candidate('owner', 'Sophie');
    const created = await cm.post('/api/projects/', {
      category: 'dedicated',
      title: `Owner picker ${Date.now().toString(36)}`,
      description: 'A project of the owner picker journey.',
      type: 'web',
      expected_start_date: inDays(1),
      currency: 'EUR',
      invoicing_email: 'billing@example.test',
      owner: { id: owner.id },
    });
    expect(created.status(), await created.text()).toBe(201);
    return (await created.json()).id as number;
  } finally {
    await cm.dispose();
  }
}

test('a client manager is offered only clients of the owner’s company as the new owner', async ({
  page,
  loginAs,
  baseURL,
}) => {
  const projectId = await cmProject(baseURL as string);
  await loginAs('cm', { via: 'api', goto: `/projects/${projectId}/settings` });
  await page.getByRole('tab', { name: 'Team' }).click();
  await expect(page).toHaveURL(/\/settings\/team$/);
  const picker = page.getByRole('combobox', { name: 'Project owner' });
  await expect(picker).toBeVisible();
  await expectNoA11yViolations(page);

  // Tunde Bakare is a client of Lagos Ledger: not offered to the client manager…
  const searched = page.waitForResponse((r) => /team-candidates\/.*search=Tunde/.test(r.url()) && r.ok(), {
    timeout: 30_000,
  });
  await picker.click();
  await picker.fill('Tunde');
  const answer = await searched;
  expect(answer.url()).toContain(`project=${projectId}`);
  expect((await answer.json()).results).toEqual([]);
  await expect(page.getByRole('option', { name: /Tunde Bakare/ })).toHaveCount(0);
  await expectNoA11yViolations(page);

  // …while staff may hand the same project to any client.
  await loginAs('admin', { via: 'api', goto: `/projects/${projectId}/settings/team` });
  const staffPicker = page.getByRole('combobox', { name: 'Project owner' });
  const staffSearched = page.waitForResponse(
    (r) => /team-candidates\/.*search=Tunde/.test(r.url()) && r.ok(),
    { timeout: 30_000 },
  );
  await staffPicker.click();
  await staffPicker.fill('Tunde');
  await staffSearched;
  await expect(page.getByRole('option', { name: /Tunde Bakare/ })).toBeVisible();
});
