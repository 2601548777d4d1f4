/** Shell, errors, session and mail texts. */
export const coreMessages = {
  generic: {
    error: 'Sorry, An error occurred.',
    saved: 'Changes saved successfully!',
    notAvailableYet: 'This area is not available yet.',
    notAvailableYetDetail:
      'We are still building this part of Kazi. It will appear here as soon as it is ready.',
    notFoundTitle: 'Page not found',
    notFoundDetail: 'The page you are looking for does not exist or has moved.',
    loading: 'Loading…',
    retry: 'Try again',
  },
  api: {
    notAuthenticated: 'Authentication credentials were not provided.',
    forbidden: 'You do not have permission to perform this action.',
    notFound: 'Not found.',
    csrfMissing: 'CSRF Failed: CSRF token missing.',
    csrfIncorrect: 'CSRF Failed: CSRF token incorrect.',
    throttled: 'Request was throttled. Expected available in {seconds} seconds.',
    invalidJson: 'JSON parse error.',
    unknownField: 'Unknown field.',
    required: 'This field is required.',
    /** An id that is not a positive integer or that no record can have (past PostgreSQL's integer). */
    invalidId: 'Invalid id: no such record.',
    serverError: 'A server error occurred.',
    conflict: 'This action no longer applies.',
    idempotencyMismatch: 'This Idempotency-Key was used with another request.',
    idempotencyKeyInvalid: 'An Idempotency-Key is 1 to 255 visible ASCII characters.',
    /** Any body over its limit (JSON bodies: 1 MB); uploads over 5 MB answer upload.tooLarge. */
    tooLarge: 'Request body is too large.',
    unsupportedFileType: 'This file type is not allowed.',
    /** NUL and other control characters, anywhere in the input (http/text-input.ts). */
    controlCharacters: 'Remove control characters from this field.',
    /** Tabs and line breaks outside long text (descriptions, bios, reasons…). */
    singleLine: 'This field takes a single line: remove line breaks and tabs.',
    /** Text over its field's limit (api/text.ts tooLong). */
    tooLong: 'Ensure this field has no more than {max} characters.',
    wholeNumber: 'Enter a whole number.',
    decimalPlaces: 'Enter a number with at most {places} decimals.',
  },
  /** The one date rule of the API (packages/shared/src/api/dates.ts). */
  dates: {
    invalidDate: 'Enter a valid date (YYYY-MM-DD).',
    invalidInstant: 'Enter a valid date and time (ISO 8601 with a UTC offset, e.g. 2026-05-01T09:00:00Z).',
    /** After 31 Dec 2099: projects.afterMaxDate, the spec's words. */
    beforeMin: 'Dates cannot be before 1 Jan 1900',
  },
  /** The one rule for hours per week (packages/shared/src/hours/schemas.ts). */
  hours: {
    negative: 'Enter a value of 0 or more',
    tooMany: 'A week has at most {max} hours.',
  },
  /** The page buttons under a list (components/ui/PagePicker.tsx). */
  pagination: {
    page: 'Page {page}',
    first: 'First page',
    previous: 'Previous page',
    next: 'Next page',
    last: 'Last page',
  },
  /** The user menu (the top bar's avatar) and its colour scheme switch (ADR 041). */
  appearance: {
    userMenu: 'Account and appearance',
    title: 'Appearance',
    light: 'Light',
    dark: 'Dark',
    system: 'System',
  },
  auth: {
    invalidCredentials: 'Unable to log in with provided credentials.',
    emailRequired: 'Email is required',
    emailInvalid: 'Enter a valid email address',
    passwordRequired: 'Password is required',
    loginTitle: 'Log in to Kazi',
    loginSubtitle: 'Welcome back! Sign in to continue.',
    loggedOut: 'You have been logged out.',
    sessionExpired: 'Your session has ended. Please log in again.',
  },
  upload: {
    tooLarge: 'Size is greater than 5Mbs',
    tooManyFiles: 'Too many files: at most {max} in one request.',
    typeError: 'Error:{message}',
  },
  dashboard: {
    greeting: 'Hello, {name}',
    nextSteps: 'What to do next',
    profileComplete: 'Your account is all set up.',
    finishSetup: 'Finish setting up your account to start working on Kazi.',
    continueSetup: 'Continue setup',
  },
  access: {
    deniedTitle: 'No access',
    deniedDetail: 'You do not have permission to see this page.',
  },
  mail: {
    outboxTitle: 'Sent and queued mail',
    outboxDescription: 'Every e-mail the platform sends, newest first.',
    outboxEmpty: 'No mail has been sent yet.',
    outboxEmptyDetail: 'Invitations, password resets and reminders appear here once they are sent.',
    statuses: { queued: 'Queued', sending: 'Sending', sent: 'Sent', stored: 'Stored', failed: 'Failed' },
    linkHidden: '[link hidden]',
    cc: 'Cc',
    attachments: 'Attachments',
    downloadAttachment: 'Download {filename}',
    linksHiddenNote:
      'This mail carries a one-time link (password reset, account set-up or invitation), so links are hidden here: only the recipient gets them.',
  },
} as const;
