import { randomBytes } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import { EMAIL_SWITCH_NAMES, type EmailSwitch, type SwitchValue } from '@kazi/shared/privacy/switches';
import { eq, inArray } from 'drizzle-orm';
import type { FileStore } from '../../modules/files/storage.ts';
import type { Db } from '../client.ts';
import { files, profileSkills, skills, userSettings, users } from '../schema/index.ts';
import { solidPng } from './files.ts';

type Rgb = [number, number, number];

/**
 * A real avatar picture: a head-and-shoulders silhouette in `fg` on `bg`, `size` pixels square.
 * Built from raw pixels (solidPng's chunk layout), so the demo needs no image files in the repo.
 */
function avatarPng(size: number, bg: Rgb, fg: Rgb): Buffer {
  const template = solidPng(size, size, bg);
  const c = size / 2;
  const rows: Buffer[] = [];
  for (let y = 0; y < size; y++) {
    const row = Buffer.alloc(1 + size * 3);
    for (let x = 0; x < size; x++) {
      const head = (x - c) ** 2 + (y - size * 0.4) ** 2 <= (size * 0.2) ** 2;
      const body = (x - c) ** 2 / (size * 0.36) ** 2 + (y - size * 0.98) ** 2 / (size * 0.34) ** 2 <= 1;
      row.set(head || body ? fg : bg, 1 + x * 3);
    }
    rows.push(row);
  }
  // IHDR is the same as the solid template's; only IDAT differs.
  const ihdrEnd = 8 + 25;
  const idat = deflateSync(Buffer.concat(rows));
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  return Buffer.concat([template.subarray(0, ihdrEnd), chunk('IDAT', idat), chunk('IEND', Buffer.alloc(0))]);
}

function crc32(buf: Buffer): number {
  let crc = ~0;
  for (const byte of buf) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

/** Gives a user an avatar (the file row, and the bytes when a store is given). */
export async function setAvatar(
  db: Db,
  userId: number,
  colours: [Rgb, Rgb],
  store?: FileStore,
): Promise<number> {
  const bytes = avatarPng(96, colours[0], colours[1]);
  const storedName = randomBytes(24).toString('base64url');
  if (store) await store.put(storedName, bytes);
  const [row] = await db
    .insert(files)
    .values({
      ownerId: userId,
      storedName,
      originalName: 'avatar.png',
      mimeType: 'image/png',
      size: bytes.length,
    })
    .returning({ id: files.id });
  if (!row) throw new Error('file insert returned nothing');
  await db.update(users).set({ avatarFileId: row.id }).where(eq(users.id, userId));
  return row.id;
}

/** Gives a user catalogue skills by slug, in order; the first `primary` of them are primary. */
export async function giveSkills(
  db: Db,
  userId: number,
  chosen: { slug: string; years?: number }[],
  primary = 0,
): Promise<void> {
  const found = await db
    .select({ id: skills.id, slug: skills.slug })
    .from(skills)
    .where(
      inArray(
        skills.slug,
        chosen.map((skill) => skill.slug),
      ),
    );
  const ids = new Map(found.map((row) => [row.slug, row.id]));
  const rows = chosen.flatMap((skill, position) => {
    const skillId = ids.get(skill.slug);
    return skillId
      ? [{ userId, skillId, position, isPrimary: position < primary, yearsOfExperience: skill.years ?? null }]
      : [];
  });
  if (rows.length) await db.insert(profileSkills).values(rows).onConflictDoNothing();
}

/** Stores e-mail switches as a person chose them. */
export async function setSwitches(
  db: Db,
  userId: number,
  switches: Partial<Record<EmailSwitch, SwitchValue>>,
): Promise<void> {
  const rows = EMAIL_SWITCH_NAMES.filter((name) => switches[name]).map((name) => ({
    userId,
    name,
    enabled: switches[name] === 'on',
  }));
  if (rows.length) await db.insert(userSettings).values(rows).onConflictDoNothing();
}
