/** The bell's texts and the subjects of in-app notifications (ADR 025). */
export const notificationsMessages = {
  notifications: {
    bellLabel: 'Notifications',
    bellLabelUnread: 'Notifications, {count} unread',
    title: 'Notifications',
    empty: 'No notifications yet.',
    markRead: 'Mark read',
    markReadOf: 'Mark read: {subject}',
    markAllRead: 'Mark all read',
    unreadMark: 'Unread',
    loadError: 'Notifications could not be loaded.',
    subjects: {
      team_invite: 'You are invited to join "{project}"',
      team_invite_reminder: 'Your invitation to join "{project}" is waiting for your answer',
      rate_changed: 'Your hours or rates on "{project}" changed from {date}',
      document_added: 'New document on "{project}": {title}',
      document_updated: 'Document updated on "{project}": {title}',
      project_question: '{name} asked a question about "{project}"',
      payout_method_added: 'New payout method on your account: {provider}',
      payout_method_changed: 'Your {provider} payout method was replaced',
      payout_method_default: 'Your default payout method is now {provider}',
    },
  },
} as const;
