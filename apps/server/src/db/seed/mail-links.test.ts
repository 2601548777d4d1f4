import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { outbox } from '../schema/index.ts';
import { seedDemo, seedDemoIfEmpty } from './demo.ts';

/** Every address a mail of the outbox links to (text and HTML). */
async function linkedOrigins(t: TestApp): Promise<Set<string>> {
  const mails = await t.app.db.select({ text: outbox.text, html: outbox.html }).from(outbox);
  expect(mails.length).toBeGreaterThan(0);
  const links = mails.flatMap(
    (mail) => `${mail.text}\n${mail.html ?? ''}`.match(/https?:\/\/[^\s"'<>)]+/g) ?? [],
  );
  return new Set(links.map((link) => new URL(link).origin));
}

describe("the demo seed's mails", () => {
  let t: TestApp;
  afterEach(() => t.close());

  it('link to the configured PUBLIC_URL', async () => {
    t = await createTestApp({ PUBLIC_URL: 'https://kazi.example.org' });
    await seedDemo(t.app.db, { fileStore: t.app.fileStore, publicUrl: t.config.publicUrl });
    expect([...(await linkedOrigins(t))]).toEqual(['https://kazi.example.org']);
  });

  it('link to the configured port on a first start (main.ts)', async () => {
    t = await createTestApp({ PORT: '4321' });
    await seedDemoIfEmpty(t.app.db, () => {}, { fileStore: t.app.fileStore, publicUrl: t.config.publicUrl });
    expect([...(await linkedOrigins(t))]).toEqual(['http://127.0.0.1:4321']);
  });
});
