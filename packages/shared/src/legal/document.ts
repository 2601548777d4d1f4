/**
 * Legal documents as structured content: the web app renders them as headings, paragraphs and
 * lists (never as HTML), so no markup from a document can reach the page.
 */
export type LegalBlock = string | { list: readonly string[] };

interface LegalSection {
  heading: string;
  blocks: readonly LegalBlock[];
}

export interface LegalDocument {
  title: string;
  /** ISO date of the last change. */
  updated: string;
  intro: readonly LegalBlock[];
  sections: readonly LegalSection[];
}

/** Shown on every policy page: these texts ship with the software and must be adapted. */
export const OPERATOR_TEMPLATE_NOTICE =
  'Template: this document ships with the Kazi software. The operator of this Kazi installation must complete the parts in [square brackets] and have it reviewed by a lawyer for their jurisdiction before relying on it.';
