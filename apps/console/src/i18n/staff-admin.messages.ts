// The staff-admin section's strings (issue 28), part of the one catalogue (messages.ts).
export const staffAdminMessages = {} as const;
