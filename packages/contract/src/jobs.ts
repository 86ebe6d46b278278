// The durable job queue as the back office sees it (issue 29): the dead-letter list, and a job sent again.

export const jobCalls = {};
