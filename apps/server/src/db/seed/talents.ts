import { eq, inArray } from 'drizzle-orm';
import { giveSkills, setAvatar } from '../factories/profiles.ts';
import { createUserWithRole } from '../factories/users.ts';
import { projects, skills, talentTestResults } from '../schema/index.ts';
import { DEMO_PROJECTS } from './projects.ts';
import type { DemoSeeder } from './seeders.ts';

/**
 * The talent pool's demo people (ADR 031): twenty onboarded developers and designers across
 * African countries, with catalogue skills, experience, some vetted and some with a picture. They
 * cannot sign in (no password) and are extra demo people (`isExtraDemoPerson`: @talent.demo.test).
 * The demo opportunities get the skills they look for, so the talent pool ranks by them.
 */
export const DEMO_TALENT_DOMAIN = '@talent.demo.test';

interface DemoTalent {
  first: string;
  last: string;
  category: 'developer' | 'designer';
  city: string;
  country: string;
  phone: string;
  years: number;
  vetted: boolean;
  skills: string[];
  /** How many of the skills are primary. */
  primary: number;
  avatar?: [[number, number, number], [number, number, number]];
}

const TALENTS: DemoTalent[] = [
  {
    first: 'Halima',
    last: 'Namutebi',
    category: 'developer',
    city: 'Kampala',
    country: 'UG',
    phone: '+256772100201',
    years: 7,
    vetted: true,
    skills: ['react-native', 'typescript', 'node-js', 'graphql'],
    primary: 3,
    avatar: [
      [255, 183, 77],
      [121, 85, 72],
    ],
  },
  {
    first: 'Emeka',
    last: 'Obi',
    category: 'developer',
    city: 'Lagos',
    country: 'NG',
    phone: '+2348031000202',
    years: 5,
    vetted: true,
    skills: ['kotlin', 'swift', 'react-native'],
    primary: 2,
    avatar: [
      [129, 199, 132],
      [27, 94, 32],
    ],
  },
  {
    first: 'Wanjiru',
    last: 'Otieno',
    category: 'developer',
    city: 'Nairobi',
    country: 'KE',
    phone: '+254712000203',
    years: 4,
    vetted: false,
    skills: ['flutter', 'dart', 'postgresql'],
    primary: 2,
  },
  {
    first: 'Kwame',
    last: 'Mensah',
    category: 'developer',
    city: 'Accra',
    country: 'GH',
    phone: '+233241000204',
    years: 9,
    vetted: true,
    skills: ['java', 'spring-boot', 'postgresql', 'aws'],
    primary: 2,
    avatar: [
      [100, 181, 246],
      [13, 71, 161],
    ],
  },
  {
    first: 'Fatma',
    last: 'Hassan',
    category: 'developer',
    city: 'Cairo',
    country: 'EG',
    phone: '+201001000205',
    years: 6,
    vetted: false,
    skills: ['python', 'django', 'fastapi', 'docker'],
    primary: 2,
  },
  {
    first: 'Jean-Paul',
    last: 'Habimana',
    category: 'developer',
    city: 'Kigali',
    country: 'RW',
    phone: '+250788000206',
    years: 3,
    vetted: false,
    skills: ['typescript', 'react', 'next-js'],
    primary: 2,
  },
  {
    first: 'Neema',
    last: 'Mushi',
    category: 'developer',
    city: 'Dar es Salaam',
    country: 'TZ',
    phone: '+255754000207',
    years: 8,
    vetted: true,
    skills: ['node-js', 'typescript', 'mongodb', 'docker'],
    primary: 2,
    avatar: [
      [240, 98, 146],
      [136, 14, 79],
    ],
  },
  {
    first: 'Tendai',
    last: 'Moyo',
    category: 'developer',
    city: 'Harare',
    country: 'ZW',
    phone: '+263772000208',
    years: 2,
    vetted: false,
    skills: ['php', 'laravel', 'vue-js'],
    primary: 2,
  },
  {
    first: 'Sipho',
    last: 'Dlamini',
    category: 'developer',
    city: 'Johannesburg',
    country: 'ZA',
    phone: '+27821000209',
    years: 10,
    vetted: true,
    skills: ['go', 'aws', 'postgresql', 'docker'],
    primary: 2,
  },
  {
    first: 'Aïcha',
    last: 'Diallo',
    category: 'developer',
    city: 'Dakar',
    country: 'SN',
    phone: '+221771000210',
    years: 5,
    vetted: false,
    skills: ['react', 'typescript', 'graphql'],
    primary: 2,
    avatar: [
      [255, 138, 101],
      [191, 54, 12],
    ],
  },
  {
    first: 'Brian',
    last: 'Okello',
    category: 'developer',
    city: 'Gulu',
    country: 'UG',
    phone: '+256772100211',
    years: 4,
    vetted: true,
    skills: ['kotlin', 'java', 'react-native'],
    primary: 1,
  },
  {
    first: 'Ngozi',
    last: 'Adeyemi',
    category: 'developer',
    city: 'Abuja',
    country: 'NG',
    phone: '+2348031000212',
    years: 6,
    vetted: false,
    skills: ['angular', 'typescript', 'node-js'],
    primary: 2,
  },
  {
    first: 'Yusuf',
    last: 'Abdi',
    category: 'developer',
    city: 'Mombasa',
    country: 'KE',
    phone: '+254712000213',
    years: 3,
    vetted: false,
    skills: ['swift', 'flutter'],
    primary: 1,
  },
  {
    first: 'Esi',
    last: 'Owusu',
    category: 'designer',
    city: 'Kumasi',
    country: 'GH',
    phone: '+233241000214',
    years: 6,
    vetted: true,
    skills: ['figma', 'ui-design', 'design-systems', 'prototyping'],
    primary: 2,
    avatar: [
      [186, 104, 200],
      [74, 20, 140],
    ],
  },
  {
    first: 'Omar',
    last: 'Farouk',
    category: 'designer',
    city: 'Alexandria',
    country: 'EG',
    phone: '+201001000215',
    years: 4,
    vetted: false,
    skills: ['product-design', 'ux-research', 'figma'],
    primary: 2,
  },
  {
    first: 'Grace',
    last: 'Uwase',
    category: 'designer',
    city: 'Kigali',
    country: 'RW',
    phone: '+250788000216',
    years: 8,
    vetted: true,
    skills: ['design-systems', 'figma', 'adobe-xd'],
    primary: 2,
    avatar: [
      [77, 208, 225],
      [0, 96, 100],
    ],
  },
  {
    first: 'Zawadi',
    last: 'Kimaro',
    category: 'designer',
    city: 'Arusha',
    country: 'TZ',
    phone: '+255754000217',
    years: 2,
    vetted: false,
    skills: ['ui-design', 'prototyping'],
    primary: 1,
  },
  {
    first: 'Thandiwe',
    last: 'Nkosi',
    category: 'designer',
    city: 'Cape Town',
    country: 'ZA',
    phone: '+27821000218',
    years: 11,
    vetted: true,
    skills: ['product-design', 'ux-research', 'design-systems'],
    primary: 2,
  },
  {
    first: 'Moses',
    last: 'Ssempijja',
    category: 'designer',
    city: 'Entebbe',
    country: 'UG',
    phone: '+256772100219',
    years: 3,
    vetted: false,
    skills: ['figma', 'ui-design'],
    primary: 1,
  },
  {
    first: 'Adaeze',
    last: 'Okafor',
    category: 'designer',
    city: 'Enugu',
    country: 'NG',
    phone: '+2348031000220',
    years: 5,
    vetted: false,
    skills: ['ux-research', 'prototyping', 'figma'],
    primary: 2,
  },
];

/** The demo talents' addresses (all recognised as extra demo people). */
export const DEMO_TALENT_EMAILS = TALENTS.map(
  (talent) =>
    `${talent.first
      .normalize('NFD')
      .replace(/[^A-Za-z]/g, '')
      .toLowerCase()}.${talent.last.toLowerCase()}${DEMO_TALENT_DOMAIN}`,
);

/** What the demo opportunities look for (their `skill_ids`): the talent pool ranks by these. */
const OPPORTUNITY_SKILLS = {
  fintech: ['react-native', 'kotlin', 'swift', 'typescript', 'node-js'],
  designSystem: ['figma', 'design-systems', 'ui-design'],
} as const;

/** The vetted talents' test results (reviewed by the admin), a few months apart. */
const TESTS = ['Technical interview', 'Take-home assignment', 'English communication'];

export const seedTalents: DemoSeeder = async ({ db, fileStore, person }) => {
  const reviewer = person('admin@demo.test');
  for (const [index, talent] of TALENTS.entries()) {
    const user = await createUserWithRole(db, talent.category, {
      email: DEMO_TALENT_EMAILS[index] as string,
      firstName: talent.first,
      lastName: talent.last,
      password: null,
      ...(fileStore ? { fileStore } : {}),
      profile: {
        phoneNumber: talent.phone,
        street: 'Main Street',
        plotNumber: String(10 + index),
        postalCode: '00100',
        city: talent.city,
        country: talent.country,
        yearsOfExperience: talent.years,
        isVetted: talent.vetted,
      },
    });
    if (!user.canContribute) throw new Error(`demo talent ${user.email} is not onboarded`);
    await giveSkills(
      db,
      user.id,
      talent.skills.map((slug, position) => ({ slug, years: Math.max(1, talent.years - position) })),
      talent.primary,
    );
    if (talent.avatar) await setAvatar(db, user.id, talent.avatar, fileStore);
    if (talent.vetted)
      await db.insert(talentTestResults).values(
        TESTS.map((title, n) => ({
          userId: user.id,
          title,
          score: 70 + ((index * 7 + n * 11) % 30),
          takenOn: `2026-0${n + 2}-1${index % 9}`,
          reviewerId: reviewer.id,
          createdById: reviewer.id,
        })),
      );
  }
  const slugs = Object.values(OPPORTUNITY_SKILLS).flat();
  const found = await db
    .select({ id: skills.id, slug: skills.slug })
    .from(skills)
    .where(inArray(skills.slug, slugs));
  const idOf = new Map(found.map((row) => [row.slug, row.id]));
  for (const [key, wanted] of Object.entries(OPPORTUNITY_SKILLS) as [
    keyof typeof OPPORTUNITY_SKILLS,
    readonly string[],
  ][]) {
    await db
      .update(projects)
      .set({ skillIds: wanted.flatMap((slug) => idOf.get(slug) ?? []) })
      .where(eq(projects.title, DEMO_PROJECTS[key]));
  }
};
