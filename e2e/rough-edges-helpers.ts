import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures.ts';
import { apiAs } from './people-helpers.ts';

export const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** `2026-11-24` → `24 Nov 2026`, the app's date format. */
export const appDate = (iso: string) => {
  const [year, month, day] = iso.split('-');
  return `${day} ${MONTHS[Number(month) - 1]} ${year}`;
};

/** A dedicated project of its own, created by the admin through the API (with extra fields). */
export async function adminProject(baseURL: string, fields: Record<string, unknown> = {}) {
  const admin = await apiAs(baseURL, 'admin@demo.test');
  try {
    const title = (fields.title as string | undefined) ?? `Rough edges ${Date.now().toString(36)}`;
    const created = await admin.post('/api/projects/', {
      category: 'dedicated',
      description: 'A project of the rough-edges journeys.',
      type: 'web',
      expected_start_date: inDays(1),
      currency: 'EUR',
      invoicing_email: 'billing@example.test',
      ...fields,
      title,
    });
    expect(created.status(), await created.text()).toBe(201);
    return { id: (await created.json()).id as number, title };
  } finally {
    await admin.dispose();
  }
}

type Box = { x: number; y: number; width: number; height: number };
export const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Fails unless the element is what a click at its centre reaches (nothing lies over it). */
export async function expectOnTop(locator: Locator): Promise<void> {
  const onTop = await locator.evaluate((element) => {
    const rect = element.getBoundingClientRect();
    const hit = document.elementFromPoint(rect.x + rect.width / 2, rect.y + rect.height / 2);
    return hit !== null && (hit === element || element.contains(hit));
  });
  expect(onTop, 'nothing covers the element').toBe(true);
}

/** Every tab of the list is whole: inside the window and its label not clipped. */
export async function expectTabsWhole(page: Page, list: Locator): Promise<void> {
  const width = page.viewportSize()?.width ?? 0;
  const tabs = list.getByRole('tab');
  await expect(tabs.nth(1)).toBeVisible();
  for (const tab of await tabs.all()) {
    const box = await tab.boundingBox();
    expect(box, await tab.innerText()).not.toBeNull();
    expect(box?.x ?? -1, `${await tab.innerText()} starts inside the window`).toBeGreaterThanOrEqual(0);
    expect(
      (box?.x ?? 0) + (box?.width ?? 0),
      `${await tab.innerText()} ends inside the window`,
    ).toBeLessThanOrEqual(width);
    expect(await tab.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  }
}
