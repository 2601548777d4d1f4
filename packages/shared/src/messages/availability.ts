/**
 * Texts of the developers' side of an opportunity (ADR 031): the availability poll on the
 * opportunity's Details page, the dashboard's "Opportunities for you" and the reminders.
 */
export const availabilityMessages = {
  availability: {
    cardTitle: 'Are you available for this opportunity?',
    cardIntro: 'Let the Kazi team know whether you could join this project if the client picks you.',
    notAnswered: 'You have not answered yet.',
    answeredInterested: 'You said you are available.',
    answeredUninterested: 'You said you are not available.',
    answerInterested: "I'm available",
    answerUninterested: 'Not available',
    changeToInterested: "I'm available after all",
    changeToUninterested: "I'm no longer available",
    submitted: 'Successfully submitted your availability',
    failed: 'Something went wrong! Please try again.',
    statusLabels: {
      asked: 'Not answered',
      interested: 'Available',
      uninterested: 'Not available',
    },
    dashboardTitle: 'Opportunities for you',
    dashboardEmpty: 'No opportunities are waiting for your answer.',
    askedOn: 'Asked {date}',
    remindAll: 'Remind candidates who have not answered',
    remindOne: 'Remind',
    remindOneLabel: 'Remind {name}',
    remindConfirmTitle: 'Send reminders?',
    remindConfirmAll:
      'Everyone on the shortlist who has not said whether they are available gets a reminder in their bell and by e-mail (once a day each).',
    remindConfirmOne: '{name} gets a reminder in their bell and by e-mail (once a day).',
    remindSend: 'Send reminder',
    cancel: 'Cancel',
    candidatesReminded: 'Reminder sent to {count} candidate(s)',
    nobodyToRemind: 'Everyone on the shortlist has answered or was already reminded today.',
    remindedToday: '{name} was already reminded today. Try again tomorrow.',
    notShortlisted: 'Select someone on the shortlist who has not answered yet.',
    pollClosed: 'This opportunity no longer takes answers.',
    notYourPoll: 'You can only answer for yourself.',
    mail: {
      reminderIntro: 'Hi {name}, the Kazi team would like to know whether you are available for "{project}".',
      reminderAction: 'Open the opportunity and answer with one click:',
    },
  },
} as const;
