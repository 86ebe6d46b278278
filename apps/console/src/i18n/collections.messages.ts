// The collections section's strings (issue 28), part of the one catalogue (messages.ts).
export const collectionsMessages = {} as const;
