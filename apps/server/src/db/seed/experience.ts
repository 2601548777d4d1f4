import {
  createEducation,
  createProfileProject,
  createShareLink,
  createWork,
} from '../factories/experience.ts';
import type { DemoSeeder } from './seeders.ts';

const thisYear = new Date().getUTCFullYear();

/**
 * Complete developer profiles for the demo talents: work, education and projects with
 * skills, ongoing and finished entries. dev@ shares a link (on); designer@ switched theirs off.
 */
export const seedDeveloperProfiles: DemoSeeder = async ({ db, person }) => {
  const dev = person('dev@demo.test').id;
  await createWork(db, dev, {
    company: 'Andela',
    position: 'Senior Full-stack Engineer',
    location: 'Remote (Kampala)',
    details:
      'Build and run React and Node.js services for fintech clients. Led the move to TypeScript and cut the main dashboard’s load time by 40%.',
    start: [3, thisYear - 4],
    end: null,
    skills: ['typescript', 'react', 'node-js'],
  });
  await createWork(db, dev, {
    company: 'SafeBoda',
    position: 'Software Engineer',
    location: 'Kampala, Uganda',
    details:
      'Worked on the rider and passenger back end: trip matching, mobile money payments and the support dashboard.',
    start: [1, thisYear - 7],
    end: [2, thisYear - 4],
    skills: ['node-js', 'postgresql', 'docker'],
  });
  await createEducation(db, dev, {
    institution: 'Makerere University',
    award: 'BSc Computer Science',
    details: 'First class honours. Final project: offline-first records for mobile money agents.',
    start: [8, thisYear - 11],
    end: [6, thisYear - 7],
  });
  await createEducation(db, dev, {
    institution: 'freeCodeCamp',
    award: 'Responsive Web Design certification',
    start: [1, thisYear - 9],
    end: [4, thisYear - 9],
  });
  await createProfileProject(db, dev, {
    title: 'Market vendor wallet',
    category: 'kazi_project',
    details:
      'A mobile-first wallet that lets market vendors in Kampala take mobile money payments and see their daily sales at a glance.',
    start: [6, thisYear - 2],
    end: [11, thisYear - 2],
    projectLink: 'https://wallet.example.com',
    skills: ['react', 'typescript'],
  });
  await createProfileProject(db, dev, {
    title: 'Open budget tracker',
    details: 'An open-source dashboard that turns published budget spreadsheets into searchable charts.',
    start: [2, thisYear - 5],
    end: null,
    repositoryLink: 'https://github.com/example/budget-tracker',
    skills: ['typescript', 'postgresql', 'docker'],
  });
  await createShareLink(db, dev, true);

  const designer = person('designer@demo.test').id;
  await createWork(db, designer, {
    company: 'Paystack',
    position: 'Product Designer',
    location: 'Lagos, Nigeria',
    details: 'Designed the merchant onboarding and the design system four product teams build with.',
    start: [4, thisYear - 5],
    end: null,
    skills: ['product-design', 'design-systems', 'figma'],
  });
  await createWork(db, designer, {
    company: 'Konga',
    position: 'UI/UX Designer',
    location: 'Lagos, Nigeria',
    details: 'Redesigned checkout and ran weekly usability tests with shoppers.',
    start: [6, thisYear - 8],
    end: [3, thisYear - 5],
    skills: ['ux-research', 'prototyping'],
  });
  await createEducation(db, designer, {
    institution: 'University of Lagos',
    award: 'BA Fine and Applied Arts',
    start: [10, thisYear - 12],
    end: [7, thisYear - 8],
  });
  await createProfileProject(db, designer, {
    title: 'Farm-to-shop tracking app',
    category: 'kazi_project',
    details:
      'Flows and a component library for tracking produce from farm to shop shelf, designed with the client’s drivers.',
    start: [1, thisYear - 1],
    end: null,
    projectLink: 'https://tracking.example.com',
    skills: ['figma', 'prototyping'],
  });
  await createShareLink(db, designer, false);

  const lead = person('spacelead@demo.test').id;
  await createWork(db, lead, {
    company: 'Kazi',
    position: 'Space Lead, Accra',
    location: 'Accra, Ghana',
    details: 'Mentor a community of 40 developers, review code and keep client projects on track.',
    start: [9, thisYear - 3],
    end: null,
    skills: ['python', 'django', 'mentoring'],
  });
  await createEducation(db, lead, {
    institution: 'Kwame Nkrumah University of Science and Technology',
    award: 'BSc Computer Engineering',
    start: [9, thisYear - 14],
    end: [6, thisYear - 10],
  });
};
