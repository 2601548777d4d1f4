/** Texts of an opportunity's Details tab (ADR 031): its badges and the facts it lists. */
export const opportunitiesMessages = {
  details: {
    badge: 'Opportunity',
    archivedBadge: 'Archived',
    notAssigned: 'Not assigned',
    noContactName: '—',
    facts: {
      category: 'Category',
      type: 'Type',
      duration: 'Duration',
      expectedStart: 'Expected start',
      expectedEnd: 'Expected end',
      clientManager: 'Client manager',
      contact: 'Contact',
      skills: 'Skills',
    },
  },
} as const;
