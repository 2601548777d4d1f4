import { eq } from 'drizzle-orm';
import { newReferralCode } from '../../modules/profile/referral.ts';
import { syncCanContribute } from '../../modules/users/completeness.ts';
import { giveSkills, setAvatar, setSwitches } from '../factories/profiles.ts';
import { companies, profiles } from '../schema/index.ts';
import type { DemoSeeder } from './seeders.ts';

type Rgb = [number, number, number];

/** Avatar colours per demo account; the two not onboarded yet upload theirs during onboarding. */
const AVATARS: Record<string, [Rgb, Rgb]> = {
  'admin@demo.test': [
    [38, 70, 83],
    [233, 196, 106],
  ],
  'payadmin@demo.test': [
    [42, 157, 143],
    [233, 245, 240],
  ],
  'cm@demo.test': [
    [231, 111, 81],
    [253, 240, 213],
  ],
  'cso@demo.test': [
    [106, 76, 147],
    [230, 220, 245],
  ],
  'spacelead@demo.test': [
    [25, 130, 196],
    [220, 238, 250],
  ],
  'client@demo.test': [
    [244, 162, 97],
    [60, 40, 30],
  ],
  'dev@demo.test': [
    [46, 125, 50],
    [232, 246, 238],
  ],
  'designer@demo.test': [
    [194, 24, 91],
    [252, 228, 236],
  ],
};

/** Staff keep personal details and an address too (required for everyone but project owners). */
const STAFF_DETAILS = {
  'admin@demo.test': {
    phoneNumber: '+254712000101',
    street: 'Kenyatta Avenue',
    plotNumber: '21',
    postalCode: '00100',
    city: 'Nairobi',
    country: 'KE',
  },
  'payadmin@demo.test': {
    phoneNumber: '+2348031000102',
    street: 'Adeola Odeku Street',
    plotNumber: '5',
    postalCode: '101241',
    city: 'Lagos',
    country: 'NG',
  },
  'cm@demo.test': {
    phoneNumber: '+27821000103',
    street: 'Jan Smuts Avenue',
    plotNumber: '210',
    postalCode: '2196',
    city: 'Johannesburg',
    country: 'ZA',
  },
  'cso@demo.test': {
    phoneNumber: '+201001000104',
    street: 'Tahrir Street',
    plotNumber: '8',
    postalCode: '11511',
    city: 'Cairo',
    country: 'EG',
  },
};

/**
 * People's details (issue 3, part 2): avatars, personal details and addresses for every onboarded
 * demo account, developer-profile basics and referral codes for talents, the client's full company
 * (EU, with VAT) and a few e-mail switches as people chose them.
 */
export const seedProfiles: DemoSeeder = async ({ db, people, person, fileStore }) => {
  for (const [email, colours] of Object.entries(AVATARS))
    await setAvatar(db, person(email).id, colours, fileStore);
  for (const [email, details] of Object.entries(STAFF_DETAILS)) {
    await db
      .insert(profiles)
      .values({ userId: person(email).id, ...details })
      .onConflictDoUpdate({
        target: profiles.userId,
        set: details,
      });
  }

  const talents = [
    {
      email: 'dev@demo.test',
      profile: {
        bio: 'Full-stack developer from Kampala. I build fast, accessible web apps with TypeScript, React and Node.js, and I enjoy turning messy spreadsheets into clean products.',
        yearsOfExperience: 6,
        isVetted: true,
      },
      skills: [
        { slug: 'typescript', years: 5 },
        { slug: 'react', years: 5 },
        { slug: 'node-js', years: 6 },
        { slug: 'postgresql', years: 4 },
        { slug: 'docker', years: 3 },
      ],
      primary: 3,
    },
    {
      email: 'designer@demo.test',
      profile: {
        bio: 'Product designer in Lagos. I turn research into clear flows, design systems and prototypes that developers enjoy building.',
        yearsOfExperience: 5,
        isVetted: true,
      },
      skills: [
        { slug: 'product-design', years: 5 },
        { slug: 'ux-research', years: 4 },
        { slug: 'design-systems', years: 3 },
        { slug: 'prototyping', years: 5 },
        { slug: 'figma', years: 5 },
      ],
      primary: 2,
    },
    {
      email: 'spacelead@demo.test',
      profile: {
        bio: 'Space lead for the Accra community: I mentor developers, review code and keep projects on track.',
        yearsOfExperience: 9,
        isVetted: true,
        street: 'Oxford Street',
        plotNumber: '17',
        postalCode: 'GA-123',
        city: 'Accra',
        country: 'GH',
        phoneNumber: '+233241000107',
      },
      skills: [
        { slug: 'python', years: 9 },
        { slug: 'django', years: 7 },
        { slug: 'mentoring', years: 4 },
      ],
      primary: 1,
    },
  ];
  for (const talent of talents) {
    const user = person(talent.email);
    const referral = talent.email === 'spacelead@demo.test' ? {} : { referralCode: newReferralCode() };
    await db
      .update(profiles)
      .set({ ...talent.profile, ...referral })
      .where(eq(profiles.userId, user.id));
    await giveSkills(db, user.id, talent.skills, talent.primary);
  }

  await db
    .update(companies)
    .set({
      website: 'https://acme-logistics.example',
      bio: 'Acme Logistics moves fresh produce from East African farms to European shops. We build our tracking platform with Kazi teams.',
      telNumber: '+31201234567',
      regNo: 'KVK 81234567',
    })
    .where(eq(companies.ownerId, person('client@demo.test').id));

  await setSwitches(db, person('dev@demo.test').id, {
    newsletter_email: 'on',
    task_invitation_response_email: 'off',
  });
  await setSwitches(db, person('client@demo.test').id, { event_email: 'on' });
  for (const user of people.values()) await syncCanContribute(db, user.id);
};
