import type { LegalDocument } from './document.ts';

/** Kazi's privacy policy (operator's template): what we collect, why, for how long, your rights. */
export const PRIVACY_POLICY: LegalDocument = {
  title: 'Privacy Policy',
  updated: '2026-11-22',
  intro: [
    'Kazi connects African software developers and designers with technology businesses. To do that we process personal data about the talents who work through Kazi, the clients who hire them and the staff who run the platform. This policy explains what we collect, why, who sees it, how long we keep it and what you can ask of us.',
    'The controller of your personal data is [Operator legal name], [registered address], registered under [company number] ("Kazi", "we"). You can reach us at [privacy contact e-mail]. [If appointed: our Data Protection Officer can be reached at [DPO e-mail].]',
  ],
  sections: [
    {
      heading: '1. What we collect',
      blocks: [
        {
          list: [
            'Account data: your name, e-mail address, password (stored only as a salted hash), role and the date you joined.',
            'Personal details: phone number, postal address, profile picture and, for talents, a scan of a passport or national ID card.',
            'Professional profile (talents): biography, skills, years of experience, work history, education and portfolio projects.',
            'Company data (clients): company name, address, website, telephone, registration and VAT numbers.',
            'Payout details (talents): the bank account (IBAN) or payment-provider account you connect for your payouts.',
            'Work records: projects you take part in, hours you log, progress reports, ratings, invoices and payouts.',
            'Technical data: the session and security cookies described below, your IP address and browser type in our server logs.',
          ],
        },
      ],
    },
    {
      heading: '2. Why we use it, and on what basis',
      blocks: [
        {
          list: [
            'To provide the platform and perform our agreement with you: accounts, projects, timesheets, reports, invoicing and payouts (contract).',
            'To verify the identity of talents before they are paid, and to keep financial records as the law requires (legal obligation and legitimate interest in preventing fraud).',
            'To keep Kazi secure: throttling failed logins, protecting forms against forgery and keeping an audit trail of payments and approvals (legitimate interest).',
            'To send the e-mails you switched on in Settings → Privacy, such as report reminders, and our newsletter or event invitations only if you opted in (consent, which you can withdraw at any time).',
            'With your consent only: the optional cookie categories described below.',
          ],
        },
      ],
    },
    {
      heading: '3. Who sees your data',
      blocks: [
        'Inside Kazi, people see what their role needs: clients see the profiles, hours and reports of the talents on their projects; talents see their own projects, payouts and the client contacts shared with them; Kazi staff see what they need to run projects and payments. Your ID document can be downloaded only by you and Kazi administrators.',
        'We share data with service providers who process it for us under a data processing agreement: [hosting provider], [e-mail delivery provider] and the payment providers that carry out payouts (your bank, Wise or Payoneer). We disclose data to authorities only when the law requires it.',
        'We never sell personal data.',
      ],
    },
    {
      heading: '4. International transfers',
      blocks: [
        'Kazi works across borders: talents are mostly based in Africa, clients around the world. When personal data leaves the European Economic Area we rely on an adequacy decision or on the European Commission’s standard contractual clauses, with additional safeguards where needed. You can ask us for a copy of these safeguards.',
      ],
    },
    {
      heading: '5. How long we keep it',
      blocks: [
        {
          list: [
            'Account, profile and company data: while your account is active. When you deactivate your account it is disabled at once, and non-essential personal data (profile, ID document, payout details, picture) is deleted within 7 days.',
            'Invoices, payouts and the records behind them: [7] years after the end of the financial year, as tax law requires.',
            'Audit records of payments and approvals: kept with the financial records; they hold ids, not names, so they no longer identify you once your personal data is deleted.',
            'Server logs: [30] days.',
          ],
        },
      ],
    },
    {
      heading: '6. Cookies',
      blocks: [
        'Essential cookies are always on, because Kazi cannot work without them: `sessionid` keeps you signed in, `csrftoken` protects forms against forgery, and `kazi_cookie_consent` and `kazi_cookie_consent_closed_at` remember your cookie choice for 365 days.',
        'Optional categories are used only with your consent: performance and functionality (remembering preferences), analytics and customization (measuring how features are used) and targeting and advertising (relevant Kazi offers elsewhere). You can change your choice at any time in Settings → Privacy or in the cookie banner.',
      ],
    },
    {
      heading: '7. Your rights',
      blocks: [
        'You may ask us for access to your personal data, to correct it, to delete it, to restrict or object to its use, and to receive it in a portable format. Where we rely on consent you may withdraw it at any time, without affecting what was done before. Most details can be changed directly in Settings.',
        'Write to [privacy contact e-mail]; we answer within one month. If you are not satisfied, you may complain to your data protection authority, [e.g. the Dutch Autoriteit Persoonsgegevens], or the authority where you live.',
      ],
    },
    {
      heading: '8. Security',
      blocks: [
        'We protect personal data with encryption in transit, hashed passwords, server-side sessions that expire, access control checked on every request, and files stored under random names outside the database. No system is perfectly secure: if a breach puts your rights at risk we will tell you and the authority as the law requires.',
      ],
    },
    {
      heading: '9. Changes',
      blocks: [
        'We may update this policy when our processing changes. The date above shows the last change; for material changes we notify you by e-mail or in the app before they apply.',
      ],
    },
  ],
};
