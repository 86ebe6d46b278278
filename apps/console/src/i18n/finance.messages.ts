// The finance section's strings (issue 28), part of the one catalogue (messages.ts).
export const financeMessages = {} as const;
