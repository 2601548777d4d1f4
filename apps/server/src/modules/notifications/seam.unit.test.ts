import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/*
 * Every notification is in the bell and, where switched on, in the mail (ADR 025): a module tells
 * people something through `notify`. Only these files queue mail themselves, each for a reason
 * ADR 025 lists; a new one is a decision to write down there first.
 */
const MODULES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** By path under modules/, with the reason; the mail module itself (outbox, limits, delivery) aside. */
const MAILS_DIRECTLY: Record<string, string> = {
  'notifications/notify.ts': 'the seam',
  'invites/service.ts': 'a platform invitation: the address has no account, so no bell',
  'auth/reset-request.ts': 'a password reset: the person cannot sign in',
  'accounts/admin.service.ts': 'a new client’s set-password link: no password yet, so no bell',
  'accounts/deactivate.ts': 'a deactivation: the person can no longer sign in',
  'accounts/service.ts': 'an email change, told to the old address a taker does not control',
  'two-factor/notices.ts': 'second-factor notices: out of band, where a taker cannot mark them read',
  'opportunities/share.service.ts': 'a shortlist shared with a client’s address: no account, so no bell',
  'invoices/deliver.ts': 'an invoice to the project’s invoicing address: no account, so no bell (ADR 032)',
};

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

const QUEUES_MAIL = /\b(?:sendMail|sendLimitedMail|queueMail)\(/;

describe('the notification seam', () => {
  it('only the listed exemptions queue mail without notify', () => {
    const direct = sourceFiles(MODULES)
      .filter((file) => QUEUES_MAIL.test(readFileSync(file, 'utf8')))
      .map((file) => path.relative(MODULES, file).split(path.sep).join('/'))
      .filter((file) => !file.startsWith('mail/'));
    expect(direct.sort()).toEqual(Object.keys(MAILS_DIRECTLY).sort());
  });
});
