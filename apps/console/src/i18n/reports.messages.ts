// The reports section's strings (issue 28), part of the one catalogue (messages.ts).
export const reportsMessages = {} as const;
