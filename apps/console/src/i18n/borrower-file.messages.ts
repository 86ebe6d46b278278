// The borrower-file section's strings (issue 28), part of the one catalogue (messages.ts).
export const borrowerFileMessages = {} as const;
