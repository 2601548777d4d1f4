import { expect as baseExpect, expectNoA11yViolations, shot, test } from './fixtures.ts';
import { apiAs } from './people-helpers.ts';

// These journeys save, reload and navigate a lot: on a busy machine the defaults are tight.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 120_000 });

// Documents: staff add links and files, everyone on the project
// downloads, staff delete after a confirmation, the client adds requirements, and nothing changes
// on an archived project. Each journey works on a project of its own.

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
  'latin1',
);

async function clientProject(baseURL: string) {
  const admin = await apiAs(baseURL, 'admin@demo.test');
  try {
    const owners = await (await admin.get('/api/team-candidates/?role=owner&search=client@demo.test')).json();
    const sophie = owners.results.find((p: { display_name: string }) => p.display_name === 'Sophie de Vries');
    const title = `Documents ${Date.now().toString(36)}`;
    const created = await admin.post('/api/projects/', {
      category: 'dedicated',
      title,
      description: 'A project of the documents journey.',
      type: 'web',
      expected_start_date: inDays(1),
      currency: 'EUR',
      invoicing_email: 'billing@example.test',
      owner: { id: sophie.id },
    });
    expect(created.status(), await created.text()).toBe(201);
    return { id: (await created.json()).id as number, title };
  } finally {
    await admin.dispose();
  }
}

test('staff add a link and a file, download the file and delete the link after confirming', async ({
  page,
  loginAs,
  baseURL,
}) => {
  const project = await clientProject(baseURL as string);
  await loginAs('admin', { via: 'api', goto: `/projects/${project.id}/docs` });
  await expect(page.getByText('No documents yet')).toBeVisible();
  await expectNoA11yViolations(page);

  await page.getByRole('button', { name: 'Add document' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a document' });
  await dialog.getByRole('button', { name: 'Add document' }).click();
  await expect(dialog.getByText('Name is required')).toBeVisible();
  await expect(dialog.getByText('Select a file')).toBeVisible();
  await dialog.getByLabel('Name').fill('Figma board');
  await dialog.getByText('A link', { exact: true }).click();
  await dialog.getByRole('button', { name: 'Add document' }).click();
  await expect(dialog.getByText('Add a url')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Link' }).fill('figma board');
  await dialog.getByRole('button', { name: 'Add document' }).click();
  await expect(dialog.getByText('Invalid link')).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Link' })).toHaveAttribute('aria-invalid', 'true');
  await dialog.getByRole('textbox', { name: 'Link' }).fill('https://www.figma.com/file/journey');
  await dialog.getByRole('combobox', { name: 'Type' }).click();
  await page.getByRole('option', { name: 'Wireframes' }).click();
  await expectNoA11yViolations(page);
  await dialog.getByRole('button', { name: 'Add document' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Wireframes (1)' })).toBeVisible();

  await page.getByRole('button', { name: 'Add document' }).click();
  await dialog.getByLabel('Name').fill('Statement of work');
  await dialog.getByRole('combobox', { name: 'Type' }).click();
  await page.getByRole('option', { name: 'Contracts' }).click();
  await dialog
    .locator('input[type="file"]')
    .setInputFiles({ name: 'sow.pdf', mimeType: 'application/pdf', buffer: PDF });
  await dialog.getByRole('button', { name: 'Add document' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Contracts (1)' })).toBeVisible();
  await shot(page, 'documents-staff');

  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download Statement of work' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('sow.pdf');

  await page.getByRole('button', { name: 'Delete Figma board' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete document' });
  await expect(confirm.getByText('Delete Figma board?')).toBeVisible();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Document deleted')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Wireframes (1)' })).toHaveCount(0);
  await expect(page.getByText('Statement of work')).toBeVisible();
});

test('the client adds a requirements document (their types only), members download, archived projects refuse changes', async ({
  page,
  loginAs,
  baseURL,
}) => {
  const project = await clientProject(baseURL as string);
  await loginAs('client', { via: 'api', goto: `/projects/${project.id}/docs` });
  await page.getByRole('button', { name: 'Add document' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a document' });
  await dialog.getByRole('combobox', { name: 'Type' }).click();
  await expect(page.getByRole('option')).toHaveText(['Requirements', 'Wireframes', 'Other']);
  await page.getByRole('option', { name: 'Requirements' }).click();
  await dialog.getByLabel('Name').fill('Must-haves');
  await dialog
    .locator('input[type="file"]')
    .setInputFiles({ name: 'must-haves.pdf', mimeType: 'application/pdf', buffer: PDF });
  await dialog.getByRole('button', { name: 'Add document' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Requirements (1)' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Delete Must-haves' })).toHaveCount(0);
  await expectNoA11yViolations(page);
  await shot(page, 'documents-client');

  const admin = await apiAs(baseURL as string, 'admin@demo.test');
  try {
    expect((await admin.patch(`/api/projects/${project.id}/`, { archived: true })).status()).toBe(200);
    const refused = await admin.post('/api/documents/', {
      project: { id: project.id },
      title: 'Late',
      url: 'https://x.io',
    });
    expect(refused.status()).toBe(409);
  } finally {
    await admin.dispose();
  }
  await page.reload();
  await expect(page.getByText('This project is archived; its documents cannot change.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add document' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Download Must-haves' })).toBeVisible();
});
