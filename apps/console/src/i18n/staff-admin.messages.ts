// The staff-admin section's strings (issue 28), part of the one catalogue (messages.ts): staff accounts, the audit
// log, the approvals, and what the settings editors say under maker-checker.
export const staffAdminMessages = {
  // settings and landing templates under maker-checker
  sentForApproval: 'Sent for approval. A second admin approves it under Approvals; it shows once approved.',
} as const;
