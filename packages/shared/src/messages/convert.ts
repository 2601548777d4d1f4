/** Texts of Convert to Project with the people who join the team (issue 10 item 7, ADR 031). */
export const convertMessages = {
  convert: {
    /** The server's 400 on `participation.{i}.user` and the dialog's hint. */
    onlyAvailable: 'Only shortlisted people who said they are available can join the team',
    joinHeading: 'Who joins the team',
    joinHint: 'Shortlisted people who said they are available. They are invited and join once they accept.',
    nobodyAvailable: 'Nobody on the shortlist has said they are available yet.',
    candidatesFailed: 'The available people could not be loaded.',
    join: 'Add {name} to the team',
    hoursPerWeek: 'Hours per week',
    payoutRate: 'Payout rate',
    clientRate: 'Client rate',
    confirm: 'Yes, convert',
  },
} as const;
