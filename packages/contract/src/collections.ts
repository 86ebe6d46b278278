// Collections in the back office (issue 28, SEC MC 18 s.2019): the overdue book in days-past-due buckets,
// assignment and each collector's queue, the contact log with promises to pay, and penalty waivers.

export const collectionsCalls = {};
