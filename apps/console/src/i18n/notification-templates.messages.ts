// The notification templates' strings (issue 29, admin section), part of the one catalogue (messages.ts).
export const notificationTemplatesMessages = {
  ntTitle: 'Messages borrowers receive',
  ntIntro:
    'The wording of every SMS and app notification, per event and language. Only the placeholders listed may be used; every change is recorded in the audit trail.',
  ntLoading: 'Loading the messages…',
  ntEmpty: 'No message events.',
  ntPick: 'Event',
  ntLegal: 'Notice the law requires: sent even to borrowers who opted out of marketing.',
  ntMarketing: 'Marketing: not sent to borrowers who opted out.',
  ntDefault: 'The default wording (never changed).',
  ntSavedBy: 'Last saved {at} by {by}',
  ntPlaceholders: 'Placeholders this message may use:',
  ntTitleLabel: 'Title',
  ntBodyLabel: 'Message',
  ntSave: 'Save',
  ntSaving: 'Saving…',
  ntSaved: 'Saved: the next message of this event uses it.',
  ntPreview: 'Preview',
  ntPreviewTitle: 'As a borrower reads it (sample values)',
  ntReset: 'Back to the default',
  ntResetDone: 'The default wording is back.',
} as const;
