import { type DemoKey, expect, expectNoA11yViolations, shot, test } from './fixtures.ts';

// "Settings tabs", mapped onto Kazi's roles in ADR 020: talents keep Profile and
// Payment, client-side roles (clients, client managers, support officers) the company tabs, and
// admin-type roles neither. Every tab shown opens without an error (its API accepts the role).

const TALENT = ['Profile', 'Personal details', 'Payment', 'Account', 'Privacy'];
const CLIENT_SIDE = ['Personal details', 'Company Profile', 'Company Details', 'Account', 'Privacy', 'Users'];
const ADMIN_TYPE = ['Personal details', 'Account', 'Privacy', 'Users'];

const EXPECTED: [DemoKey, string[]][] = [
  ['dev', TALENT],
  ['spacelead', [...TALENT, 'Users']],
  ['admin', ADMIN_TYPE],
  ['payadmin', ADMIN_TYPE],
  ['client', CLIENT_SIDE],
  ['cm', CLIENT_SIDE],
  ['cso', CLIENT_SIDE],
];

for (const [key, tabs] of EXPECTED) {
  test(`${key} sees the settings tabs of their role, and each opens`, async ({ page, loginAs }) => {
    await loginAs(key, { via: 'api', goto: '/settings' });
    const list = page.getByRole('tablist', { name: 'Settings' });
    await expect(list.getByRole('tab')).toHaveText(tabs);
    for (const label of tabs) {
      await list.getByRole('tab', { name: label, exact: true }).click();
      await expect(list.getByRole('tab', { name: label, exact: true })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      await expect(page.getByRole('alert').filter({ hasText: /error|denied|permission/i })).toHaveCount(0);
    }
    if (key === 'cm') {
      await list.getByRole('tab', { name: 'Company Profile', exact: true }).click();
      await expect(page.getByRole('textbox', { name: 'Company name' })).toBeVisible();
      await expectNoA11yViolations(page);
      await shot(page, 'settings-company-cm');
    }
  });
}
