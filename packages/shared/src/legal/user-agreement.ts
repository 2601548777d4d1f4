import type { LegalDocument } from './document.ts';

/** Kazi's user agreement (operator's template): the rules of the platform for every account. */
export const USER_AGREEMENT: LegalDocument = {
  title: 'User Agreement',
  updated: '2026-11-22',
  intro: [
    'This agreement sets the rules for using Kazi, the platform of [Operator legal name], [registered address] ("Kazi", "we"), by everyone with an account: talents (developers and designers), clients and the people who work on their behalf. Talents also accept the Developer platform conditions, and each project may have its own contract; where they conflict with this agreement, they prevail for that subject.',
  ],
  sections: [
    {
      heading: '1. Your account',
      blocks: [
        {
          list: [
            'Accounts are created by invitation or by Kazi. You must be at least 16 years old and able to enter into this agreement.',
            'The details you give, including your name, contact details, company data and identity document, must be true and kept up to date.',
            'One account per person. Keep your password secret, and tell us at once at [support e-mail] if you think someone else used your account.',
            'Your role decides what you can see and do. Do not try to reach data or functions your role does not give you.',
          ],
        },
      ],
    },
    {
      heading: '2. Using the platform',
      blocks: [
        'Use Kazi only for the work it is made for: finding and running software projects, logging and reviewing hours, reporting progress, invoicing and payouts. You agree not to:',
        {
          list: [
            'upload anything unlawful, infringing or harmful, or any malware;',
            'probe, scan or test the platform’s security, or overload it, without our written permission;',
            'copy other users’ data out of Kazi for purposes other than the project it belongs to;',
            'log hours you did not work, or misstate progress in a report;',
            'break the Code of Conduct.',
          ],
        },
      ],
    },
    {
      heading: '3. Projects, hours and approvals',
      blocks: [
        'Talents log the hours they work on each project. Clients and Kazi review them each month; approved hours become the basis of invoices and payouts and can no longer be changed. A rejected month is returned with a reason so it can be corrected.',
      ],
    },
    {
      heading: '4. Payments',
      blocks: [
        'Clients pay Kazi’s invoices within the term on the invoice, in the currency of the project (EUR or USD). Talents are paid by Kazi for approved work to the payout method they connected as default, on the schedule [payout schedule]. Kazi’s fee is [fee terms]. Changing your default payout method affects only later payouts.',
        'Kazi may withhold a payout while an identity check, a dispute or a suspicion of fraud is open, and will tell you why.',
      ],
    },
    {
      heading: '5. Intellectual property and confidentiality',
      blocks: [
        'Unless a project contract says otherwise, the results a talent delivers for a project pass to the client once they are paid for. Kazi keeps the rights in the platform itself. Keep confidential what you learn about other users’ businesses and projects, during and after your use of Kazi.',
      ],
    },
    {
      heading: '6. Non-solicitation',
      blocks: [
        'Clients and talents introduced through Kazi agree not to contract with each other outside Kazi for the work they were introduced for, during the engagement and for two years after it ends, unless Kazi agrees in writing.',
      ],
    },
    {
      heading: '7. Liability',
      blocks: [
        'Kazi provides the platform with care but cannot guarantee it is always available or free of errors. Our total liability to you is limited to the fees you paid Kazi, or Kazi received for your work, in the 12 months before the event, except for damage caused by intent or gross negligence and where the law does not allow a limit.',
      ],
    },
    {
      heading: '8. Suspension and ending',
      blocks: [
        'You can deactivate your account at any time in Settings → Account; it is disabled at once and your non-essential data is deleted within 7 days, while invoices and payout records are kept as the law requires. We may suspend or close an account that breaks this agreement, after warning you where that is reasonable. Obligations about payment, confidentiality and non-solicitation continue after the end.',
      ],
    },
    {
      heading: '9. Changes and law',
      blocks: [
        'We may change this agreement; we announce material changes at least 30 days ahead, and you may end your use of Kazi if you do not accept them. This agreement is governed by [governing law]; disputes go to [competent court], unless mandatory consumer law gives you another forum.',
      ],
    },
  ],
};
