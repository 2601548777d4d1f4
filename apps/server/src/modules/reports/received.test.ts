import { describe, expect, it } from 'vitest';
import { mailsTo } from '../team/test-support.ts';
import { bell, eventFor, type FilingWorld, filingWorld, UPDATE } from './test-support.ts';

// The mail and bell row telling the owner and the CM that a report arrived (received.ts): each by
// the e-mail switch their own settings page offers.

const w = filingWorld();
const event = (...args: Parameters<typeof eventFor> extends [FilingWorld, ...infer Rest] ? Rest : never) =>
  eventFor(w, ...args);

describe('the notification mail', () => {
  it('is sent only while the recipient’s switch is on (the bell row either way)', async () => {
    const off = await w.owner.client.patch('/api/me/settings/', {
      switches: { new_task_progress_report_email: 'off' },
    });
    expect(off.statusCode, off.body).toBe(200);
    const mails = (await mailsTo(w.t.app.db, w.owner.user.email)).length;
    const rows = (await bell(w, w.owner.user.id)).length;
    const e = await event('developer', w.dev.user.id);
    expect(
      (await w.dev.client.post('/api/progress-reports/', { event: { id: e.id }, ...UPDATE })).statusCode,
    ).toBe(201);
    expect(await bell(w, w.owner.user.id)).toHaveLength(rows + 1);
    expect(await mailsTo(w.t.app.db, w.owner.user.email)).toHaveLength(mails);
    await w.owner.client.patch('/api/me/settings/', { switches: { new_task_progress_report_email: 'on' } });
  });

  it('reaches a CM by the switch their page offers (progress-report reminders), not one they cannot set', async () => {
    // A CM's privacy page has no new-report switch: PATCH refuses it.
    const refused = await w.cm.client.patch('/api/me/settings/', {
      switches: { new_task_progress_report_email: 'off' },
    });
    expect(refused.statusCode).toBe(400);
    const file = async () => {
      const e = await event('developer', w.dev.user.id);
      const response = await w.dev.client.post('/api/progress-reports/', { event: { id: e.id }, ...UPDATE });
      expect(response.statusCode, response.body).toBe(201);
    };
    const count = async () => ({
      cmMails: (await mailsTo(w.t.app.db, w.cm.user.email)).length,
      cmBell: (await bell(w, w.cm.user.id)).length,
      ownerMails: (await mailsTo(w.t.app.db, w.owner.user.email)).length,
    });

    // On (the default): the CM is mailed, as the owner is.
    let before = await count();
    await file();
    expect(await count()).toEqual({
      cmMails: before.cmMails + 1,
      cmBell: before.cmBell + 1,
      ownerMails: before.ownerMails + 1,
    });

    // Off: the bell row only; the owner's mail, ruled by their own switch, is unchanged.
    const off = await w.cm.client.patch('/api/me/settings/', {
      switches: { task_progress_report_reminder_email: 'off' },
    });
    expect(off.statusCode, off.body).toBe(200);
    before = await count();
    await file();
    expect(await count()).toEqual({
      cmMails: before.cmMails,
      cmBell: before.cmBell + 1,
      ownerMails: before.ownerMails + 1,
    });
    await w.cm.client.patch('/api/me/settings/', { switches: { task_progress_report_reminder_email: 'on' } });
  });

  it('the owner’s switch rules only the owner (the CM still mailed while the owner’s is off)', async () => {
    await w.owner.client.patch('/api/me/settings/', { switches: { new_task_progress_report_email: 'off' } });
    const cmMails = (await mailsTo(w.t.app.db, w.cm.user.email)).length;
    const ownerMails = (await mailsTo(w.t.app.db, w.owner.user.email)).length;
    const e = await event('developer', w.dev.user.id);
    expect(
      (await w.dev.client.post('/api/progress-reports/', { event: { id: e.id }, ...UPDATE })).statusCode,
    ).toBe(201);
    expect(await mailsTo(w.t.app.db, w.cm.user.email)).toHaveLength(cmMails + 1);
    expect(await mailsTo(w.t.app.db, w.owner.user.email)).toHaveLength(ownerMails);
    await w.owner.client.patch('/api/me/settings/', { switches: { new_task_progress_report_email: 'on' } });
  });
});
