import type { LegalDocument } from './document.ts';

/** Kazi's code of conduct (operator's template): how we treat each other and the work. */
export const CODE_OF_CONDUCT: LegalDocument = {
  title: 'Code of Conduct',
  updated: '2026-11-22',
  intro: [
    'Kazi brings together people from many countries, cultures and professions. This code describes the behaviour we expect from everyone on the platform, in project channels and at Kazi events: talents, clients and Kazi staff alike.',
  ],
  sections: [
    {
      heading: '1. Be respectful',
      blocks: [
        {
          list: [
            'Treat everyone with courtesy, whatever their nationality, ethnicity, gender, gender identity, sexual orientation, age, disability, religion or level of experience.',
            'Harassment, threats, discriminatory jokes, unwelcome sexual attention and personal attacks are never acceptable.',
            'Disagree about the work, not the person. Give feedback that is specific and kind, and receive it in good faith.',
          ],
        },
      ],
    },
    {
      heading: '2. Be honest',
      blocks: [
        {
          list: [
            'Log only the hours you worked, and report progress as it really is, including when you are behind or stuck.',
            'Represent your skills, experience and availability truthfully.',
            'Tell the people relying on you early when a deadline is at risk.',
          ],
        },
      ],
    },
    {
      heading: '3. Be professional',
      blocks: [
        {
          list: [
            'Keep to the hours, meetings and communication channels agreed for the project.',
            'Answer messages within a reasonable time, and say when you will be away.',
            'Deliver work you would be proud to show, and document what others need to carry it on.',
          ],
        },
      ],
    },
    {
      heading: '4. Protect people’s data and work',
      blocks: [
        {
          list: [
            'Use clients’ code, credentials and data only for the project, keep them on secured devices and delete them when the project ends.',
            'Never share another person’s personal data, documents or payment details outside Kazi.',
            'Report a suspected security problem to [security e-mail] at once, and do not test it further.',
          ],
        },
      ],
    },
    {
      heading: '5. Play fair',
      blocks: [
        'Do not offer or accept bribes, kickbacks or side deals, and do not move work introduced through Kazi outside the platform. Avoid conflicts of interest, and declare them when they arise.',
      ],
    },
    {
      heading: '6. Reporting and consequences',
      blocks: [
        'If you experience or witness behaviour that breaks this code, tell your client manager or write to [conduct e-mail]. We treat reports confidentially and do not tolerate retaliation against anyone who reports in good faith.',
        'Depending on the seriousness, Kazi may warn, remove someone from a project, suspend or close an account, and inform the authorities where the law requires it.',
      ],
    },
  ],
};
