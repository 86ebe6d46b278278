// The job queue's strings (issue 29), part of the one catalogue (messages.ts): the dead-letter list in the admin
// section. Keys start with jobs, so none shadows another section's.
export const jobsMessages = {
  jobsTitle: 'Failed jobs',
  jobsIntro:
    'Background jobs that failed their last try (sweeps, messages). Fix the cause, then send one again: it gets one more try.',
  jobsRefresh: 'Refresh',
  jobsEmpty: 'No failed jobs.',
  jobsOff: 'The job queue is off on this server (JOBS=0): nothing runs in the background.',
  jobsName: 'Job',
  jobsData: 'Data',
  jobsError: 'Error',
  jobsAttempts: 'Tries',
  jobsFailedAt: 'Failed at',
  jobsActions: 'Actions',
  jobsRetry: 'Send again',
  jobsRetryLabel: 'Send {name} again',
  jobsRetried: '{name} was sent again.',
};
