/**
 * Developer platform conditions, version of 8 December 2022.
 *
 * OPERATOR'S TEMPLATE: the spec gives the key terms only (minimum age 16, a 2-year non-solicit,
 * liability capped at 12 months of fees) and not the clause wording. This text states those terms
 * plainly so the product works end to end; the operator of a Kazi installation must have it
 * reviewed by counsel and fill in its own name, address and governing law before going live.
 * A new version gets a new `effectiveAt`: everyone who agreed before it is asked again.
 */
interface TermsSection {
  heading: string;
  paragraphs: readonly string[];
}

export interface TermsDocument {
  title: string;
  version: string;
  /** "Last updated", as shown. */
  lastUpdated: string;
  /** The instant agreements are compared with (UTC). */
  effectiveAt: string;
  template: boolean;
  sections: readonly TermsSection[];
}

export const DEVELOPER_PLATFORM_CONDITIONS: TermsDocument = {
  title: 'Developer platform conditions',
  version: '2022-12-08',
  lastUpdated: '8 December 2022',
  effectiveAt: '2022-12-08T00:00:00.000Z',
  template: true,
  sections: [
    {
      heading: '1. About these conditions',
      paragraphs: [
        'These conditions govern your use of the Kazi platform (the “Platform”), operated by the Kazi operator named in your account (“Kazi”, “we”), as a developer or designer offering services to clients through it, and as a client engaging them.',
        'By creating an account, or by choosing “I agree” when asked, you accept these conditions. If you do not agree, you may not take on or offer new work through the Platform.',
      ],
    },
    {
      heading: '2. Registration and eligibility',
      paragraphs: [
        'You must be at least 16 years old to register and use the Platform. If the law where you live sets a higher age for entering into contracts, you must meet that age, or have the consent of a parent or guardian.',
        'You register by invitation. The details you give us, including your name, contact details and identity document, must be true, complete and kept up to date. One person may hold one account; you keep your password secret and tell us at once of any misuse.',
      ],
    },
    {
      heading: '3. Acceptance of work',
      paragraphs: [
        'Kazi introduces you to projects and clients. You decide whether to accept an invitation to a project; once accepted, you perform the work with due care and skill, log your hours truthfully and submit the progress reports the project asks for.',
        'Kazi may vet your skills, suspend you from a project or end your access to the Platform when you break these conditions or put clients or other users at risk.',
      ],
    },
    {
      heading: '4. Fees and payment',
      paragraphs: [
        'You are paid for approved work at the rate agreed for each project, to the payout method you connect. Kazi may deduct the fees and taxes it is required to deduct. You are responsible for your own taxes and social contributions unless the law says otherwise.',
      ],
    },
    {
      heading: '5. Restrictions and non-solicitation',
      paragraphs: [
        'You will not use the Platform for anything unlawful, misrepresent your identity or skills, share your account, or try to get around the Platform’s security or payment flows.',
        'For 2 years after your last work with a client introduced through the Platform, you will not solicit or accept work from that client, directly or through another party, outside the Platform, unless Kazi agrees in writing. The same applies to clients engaging developers introduced through the Platform.',
      ],
    },
    {
      heading: '6. Intellectual property',
      paragraphs: [
        'Unless a project agreement says otherwise, the rights in the work you deliver for a client pass to that client once it has been paid for. You keep the rights in your pre-existing tools and know-how and grant the client a licence to use them as part of the work delivered.',
        'The Platform, its software and its brand remain Kazi’s. You may describe your work on the Platform in your profile, without disclosing confidential information.',
      ],
    },
    {
      heading: '7. Confidentiality',
      paragraphs: [
        'You keep confidential all non-public information you receive about clients, their projects and Kazi, use it only to perform the work, and return or delete it when the work ends. This duty continues after your account is closed.',
      ],
    },
    {
      heading: '8. Liability',
      paragraphs: [
        'Nothing in these conditions limits liability for fraud, for death or personal injury caused by negligence, or any other liability that cannot be limited by law.',
        'Otherwise, each party’s total liability arising out of or in connection with these conditions is limited to the fees paid or payable to you through the Platform in the 12 months before the event giving rise to the claim. Neither party is liable for indirect or consequential loss or loss of profit.',
      ],
    },
    {
      heading: '9. Personal data and ending your account',
      paragraphs: [
        'We process your personal data as described in our Privacy Policy. You may deactivate your account at any time from Settings › Account: it is disabled at once and non-essential personal data and files are deleted within 7 days. Records we must keep for accounting and legal reasons are kept without your name.',
      ],
    },
    {
      heading: '10. Changes and governing law',
      paragraphs: [
        'We may change these conditions. When we do, we show the new version with its date and ask you to agree before you continue to take on work.',
        'These conditions are governed by the law stated by the operator of this installation, whose courts have jurisdiction, without prejudice to mandatory consumer protection where you live.',
      ],
    },
  ],
};
