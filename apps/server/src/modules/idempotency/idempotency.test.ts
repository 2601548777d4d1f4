import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { auditLog, idempotencyKeys } from '../../db/schema/index.ts';
import { requireActor } from '../../http/actor.ts';
import { AppError } from '../../http/errors.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { loginAs, refusal, type TestClient } from '../../test/client.ts';
import { recordAudit } from '../audit/repository.ts';
import { deleteOldIdempotencyKeys, idempotencyHeaders, idempotencyOf, idempotent } from './service.ts';

const ACTION = 'test.idempotent';

/** A test-only write: adds an audit row (the change) and answers how many there are; `fail` refuses. */
function addRoutes(app: FastifyInstance) {
  for (const path of ['/api/test/idempotent/', '/api/test/idempotent-too/']) {
    app.post(
      path,
      {
        config: { access: 'signed-in' },
        schema: {
          headers: idempotencyHeaders,
          body: z.object({ note: z.string(), fail: z.boolean().optional() }).strict(),
        },
      },
      async (request, reply) => {
        const actor = requireActor(request);
        const body = request.body as { note: string; fail?: boolean };
        const answer = await app.db.transaction((tx) =>
          idempotent(tx, idempotencyOf(request, actor.id, body), async () => {
            await recordAudit(tx, { actorId: actor.id, action: ACTION, targetType: 'test', targetId: null });
            if (body.fail) throw AppError.conflict();
            const rows = await tx.select().from(auditLog).where(eq(auditLog.action, ACTION));
            return { statusCode: 201, body: { note: body.note, rows: rows.length } };
          }),
        );
        return reply.code(answer.statusCode).send(answer.body);
      },
    );
  }
}

let t: TestApp;
let client: TestClient;
let other: TestClient;
beforeAll(async () => {
  t = await createTestApp({}, addRoutes);
  client = (await loginAs(t.app, 'developer')).client;
  other = (await loginAs(t.app, 'developer')).client;
});
afterAll(() => t.close());

const send = (who: TestClient, body: Record<string, unknown>, key?: string, path = '/api/test/idempotent/') =>
  who.post(path, body, key === undefined ? {} : { headers: { 'idempotency-key': key } });
const changes = async () =>
  (await t.app.db.select().from(auditLog).where(eq(auditLog.action, ACTION))).length;

describe('Idempotency-Key (ADR 029)', () => {
  it('runs every request without a key', async () => {
    const before = await changes();
    expect((await send(client, { note: 'a' })).statusCode).toBe(201);
    expect((await send(client, { note: 'a' })).statusCode).toBe(201);
    expect(await changes()).toBe(before + 2);
  });

  it('answers a replay with the first response and changes nothing more', async () => {
    const first = await send(client, { note: 'b' }, 'key-b');
    expect(first.statusCode).toBe(201);
    const count = await changes();
    const replay = await send(client, { note: 'b' }, 'key-b');
    expect(replay.statusCode).toBe(201);
    expect(replay.json()).toEqual(first.json());
    expect(await changes()).toBe(count);
  });

  it('treats the same body in another key order as the same body', async () => {
    const first = await send(client, { note: 'c', fail: false }, 'key-c');
    const replay = await client.post('/api/test/idempotent/', '{"fail":false,"note":"c"}', {
      headers: { 'idempotency-key': 'key-c', 'content-type': 'application/json' },
    });
    expect(replay.json()).toEqual(first.json());
  });

  it('refuses the same key with another body or on another route (422), changing nothing', async () => {
    await send(client, { note: 'd' }, 'key-d');
    const count = await changes();
    for (const response of [
      await send(client, { note: 'another' }, 'key-d'),
      await send(client, { note: 'd' }, 'key-d', '/api/test/idempotent-too/'),
    ]) {
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual(refusal('This Idempotency-Key was used with another request.'));
    }
    expect(await changes()).toBe(count);
  });

  it("keeps each person's keys apart", async () => {
    const mine = await send(client, { note: 'e' }, 'shared-key');
    const theirs = await send(other, { note: 'e' }, 'shared-key');
    expect(theirs.statusCode).toBe(201);
    expect(theirs.json().rows).toBe(mine.json().rows + 1);
  });

  it('keeps no key for a refused request: a retry runs again', async () => {
    const count = await changes();
    expect((await send(client, { note: 'f', fail: true }, 'key-f')).statusCode).toBe(409);
    expect(await changes()).toBe(count);
    expect((await send(client, { note: 'f' }, 'key-f')).statusCode).toBe(201);
    expect(await changes()).toBe(count + 1);
  });

  it('runs parallel requests with one key once', async () => {
    const count = await changes();
    const answers = await Promise.all(Array.from({ length: 8 }, () => send(client, { note: 'g' }, 'key-g')));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(8).fill(201));
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    expect(await changes()).toBe(count + 1);
  });

  it.each(['', ' spaced key', 'x'.repeat(256), 'ключ'])('refuses the key %j (400)', async (key) => {
    const count = await changes();
    const response = await send(client, { note: 'h' }, key);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      'idempotency-key': ['An Idempotency-Key is 1 to 255 visible ASCII characters.'],
    });
    expect(await changes()).toBe(count);
  });

  it('forgets keys after a day', async () => {
    await send(client, { note: 'i' }, 'key-i');
    await t.app.db
      .update(idempotencyKeys)
      .set({ createdAt: new Date(Date.now() - 25 * 3_600_000) })
      .where(eq(idempotencyKeys.key, 'key-i'));
    await deleteOldIdempotencyKeys(t.app);
    const left = await t.app.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, 'key-i'));
    expect(left).toEqual([]);
    expect((await t.app.db.select().from(idempotencyKeys)).length).toBeGreaterThan(0);
  });
});
