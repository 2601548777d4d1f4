import type { Role } from '@kazi/shared/auth/roles';
import { hashPassword } from '../../modules/auth/password.ts';
import type { FileStore } from '../../modules/files/storage.ts';
import { syncCanContribute } from '../../modules/users/completeness.ts';
import type { Db } from '../client.ts';
import { companies, profiles, users } from '../schema/index.ts';
import { createImageFile } from './files.ts';

type UserInsert = typeof users.$inferInsert;
type ProfileInsert = Omit<typeof profiles.$inferInsert, 'userId'>;
type CompanyInsert = Omit<typeof companies.$inferInsert, 'ownerId'>;
export type UserRow = typeof users.$inferSelect;

export interface UserOverrides extends Partial<Omit<UserInsert, 'passwordHash'>> {
  password?: string | null;
  profile?: ProfileInsert | null;
  company?: CompanyInsert | null;
  /** Attach an ID document scan (talents need one to contribute). */
  idDocument?: boolean;
  /** Where the demo seed keeps file bytes; tests leave it out. */
  fileStore?: FileStore;
}

const hashes = new Map<string, Promise<string>>();
/** Factories hash each distinct password once per process: argon2 is slow on purpose. */
function cachedHash(password: string): Promise<string> {
  let hash = hashes.get(password);
  if (!hash) {
    hash = hashPassword(password);
    hashes.set(password, hash);
  }
  return hash;
}

let sequence = 0;

const COMPLETE_ADDRESS = {
  street: 'Kampala Road',
  plotNumber: '14',
  postalCode: '256',
  city: 'Kampala',
  country: 'UG',
} as const;

/** What each role looks like as a person: type, flags, and a finished onboarding. */
const ROLE_PRESETS: Record<Role, UserOverrides> = {
  admin: { type: 3, isAdmin: true, isStaff: true, onboardingStage: 'finish' },
  pay_admin: { type: 3, isPayAdmin: true, onboardingStage: 'finish' },
  staff: { type: 3, isStaff: true, onboardingStage: 'finish' },
  client_manager: { type: 3, onboardingStage: 'finish' },
  client_support_officer: { type: 6, onboardingStage: 'finish' },
  space_lead: {
    type: 7,
    onboardingStage: 'finish',
    idDocument: true,
    profile: { phoneNumber: '+256772000007', ...COMPLETE_ADDRESS },
  },
  client: {
    type: 2,
    onboardingStage: 'finish',
    profile: { phoneNumber: '+31612345678' },
    company: {
      name: 'Acme Logistics B.V.',
      street: 'Herengracht',
      plotNumber: '100',
      postalCode: '1015 BS',
      city: 'Amsterdam',
      country: 'NL',
      vatNumber: 'NL123456789B01',
    },
  },
  developer: {
    type: 1,
    category: 'developer',
    onboardingStage: 'finish',
    idDocument: true,
    profile: { phoneNumber: '+256772000001', ...COMPLETE_ADDRESS },
  },
  designer: {
    type: 1,
    category: 'designer',
    onboardingStage: 'finish',
    idDocument: true,
    profile: { phoneNumber: '+234803000001', ...COMPLETE_ADDRESS, city: 'Lagos', country: 'NG' },
  },
};

/**
 * Creates a user with overrides, plus profile and company when given, and stores
 * `can_contribute` from the completeness rules. Talents get an ID document marker file.
 */
export async function createUser(db: Db, overrides: UserOverrides = {}): Promise<UserRow> {
  sequence += 1;
  const { password = 'test-password', profile, company, idDocument, fileStore, ...fields } = overrides;
  const email = fields.email ?? `user${sequence}-${Date.now().toString(36)}@example.test`;
  const [user] = await db
    .insert(users)
    .values({
      firstName: 'Test',
      lastName: `User ${sequence}`,
      type: 1,
      ...fields,
      email,
      username: fields.username ?? email,
      passwordHash: password === null ? null : await cachedHash(password),
    })
    .returning();
  if (!user) throw new Error('user insert returned nothing');
  const idDocumentFileId = idDocument
    ? await createImageFile(db, user.id, 'id-document.png', fileStore, [120, 144, 156])
    : null;
  if (profile || idDocumentFileId) {
    await db
      .insert(profiles)
      .values({ ...profile, ...(idDocumentFileId ? { idDocumentFileId } : {}), userId: user.id });
  }
  if (company) await db.insert(companies).values({ ...company, ownerId: user.id });
  const canContribute = await syncCanContribute(db, user.id);
  return { ...user, canContribute };
}

export function createUserWithRole(db: Db, role: Role, overrides: UserOverrides = {}): Promise<UserRow> {
  const preset = ROLE_PRESETS[role];
  return createUser(db, {
    ...preset,
    ...overrides,
    profile: overrides.profile === undefined ? preset.profile : overrides.profile,
    company: overrides.company === undefined ? preset.company : overrides.company,
    idDocument: overrides.idDocument ?? preset.idDocument,
  });
}
