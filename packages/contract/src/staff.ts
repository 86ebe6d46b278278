// The back office's own administration (issue 28): staff accounts and their roles, the audit log, and
// maker-checker approvals. Plain names in both wire modes, like every staff call.
import { z } from 'zod';
import { defineCall, STAFF_ROLES } from './call';
import { staffGet, staffPost } from './back-office';
import { text } from './primitives';

const byId = z.object({ id: z.string() });
const none = z.object({});

export const StaffMemberSchema = z.object({
  id: z.string(),
  username: z.string(),
  displayName: z.string(),
  roles: z.array(z.enum(STAFF_ROLES)),
  disabled: z.boolean(),
  /** Set while the account is locked after repeated failed sign-ins. */
  lockedUntil: z.string().nullable(),
  createdAt: z.string(),
});
export type StaffMember = z.infer<typeof StaffMemberSchema>;

/** Today's agent rules for a password: long enough to resist guessing, and short enough for scrypt. */
export const STAFF_PASSWORD_MIN = 12;
const password = z
  .string()
  .min(STAFF_PASSWORD_MIN, `A password needs at least ${STAFF_PASSWORD_MIN} characters.`)
  .max(200);
const roles = z.array(z.enum(STAFF_ROLES)).min(1, 'A staff member needs at least one role.');

export const CreateStaffSchema = z.object({
  username: text(64).regex(
    /^[a-z0-9._-]{3,64}$/,
    'A username is 3 to 64 lowercase letters, digits, dots or dashes.',
  ),
  displayName: text(80).min(1),
  password,
  roles,
});

export const UpdateStaffSchema = z.object({
  id: z.string(),
  displayName: text(80).min(1).optional(),
  password: password.optional(),
  roles: roles.optional(),
  disabled: z.boolean().optional(),
});

/** One audit record: who did what to which record, when, and the record before and after for a change. */
export const AuditEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  actorId: z.string(),
  actorName: z.string(),
  /** 'borrower.viewed', 'app-settings.changed', 'refund.proposed'…: the feature, then what happened. */
  action: z.string(),
  subjectKind: z.string(),
  subjectId: z.string(),
  /** The borrower the record belongs to, when it is one's: an admin finds everything about one person. */
  borrowerId: z.string().nullable(),
  /** The staff account a 'staff' record is about, by name (issue 40: not only its id). */
  subjectName: z.string().nullable(),
  /** The borrower's name, when the record is one's. */
  borrowerName: z.string().nullable(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
  /**
   * Staff accounts that before or after name only by id (a collector assigned: { collectorId }), by their name now
   * (issue 40: the change reads with names).
   */
  staffNames: z.record(z.string(), z.string()).optional(),
  note: z.string(),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

export const AuditQuerySchema = z.object({
  actor: text(64).optional(),
  action: text(64).optional(),
  subjectId: text(64).optional(),
  borrowerId: text(64).optional(),
  /** Manila calendar days, inclusive. */
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
  /** Older than this id (the next page). */
  before: z.coerce.number().int().positive().optional(),
});
export type AuditQuery = z.input<typeof AuditQuerySchema>;

/**
 * Actions a second staff member approves (maker-checker): money out and changes borrowers see. Each kind names the
 * role that may check it (apps/server contexts/staff/approvals).
 */
export const APPROVAL_KINDS = [
  'refund',
  'penalty-waiver',
  'loan-approval',
  'app-settings',
  'promotion-template',
  'books-close',
  'write-off',
  'provision-rates',
  'account-rename',
  'journal-entry',
  'restructure',
] as const;
export type ApprovalKind = (typeof APPROVAL_KINDS)[number];
export const APPROVAL_STATUSES = ['pending', 'approved', 'rejected', 'failed'] as const;

export const ApprovalSchema = z.object({
  id: z.string(),
  kind: z.enum(APPROVAL_KINDS),
  /** What the checker reads: 'Refund ₱350.00 to Ana Cruz (GCash **** 4501)'. */
  summary: z.string(),
  /** Centavos, for the kinds that move money. */
  amount: z.number().int().nullable(),
  subjectKind: z.string(),
  subjectId: z.string(),
  borrowerId: z.string().nullable(),
  /** The change proposed, as the feature states it (shown to the checker). */
  payload: z.unknown(),
  /** Staff accounts the payload names only by id, by their name now (issue 40), as an audit entry's. */
  staffNames: z.record(z.string(), z.string()).optional(),
  makerId: z.string(),
  makerName: z.string(),
  madeAt: z.string(),
  status: z.enum(APPROVAL_STATUSES),
  checkerName: z.string().nullable(),
  checkedAt: z.string().nullable(),
  /** A rejection's reason, or why carrying out an approved action failed. */
  reason: z.string(),
  /** Whether the signed-in staff member may decide it: the kind's role, and not its maker. */
  canDecide: z.boolean(),
});
export type Approval = z.infer<typeof ApprovalSchema>;

// What an action under maker-checker answers is declared in back-office.ts (whose settings and template saves
// answer it, and which this file imports), and read from here by every feature.
export { ActionOutcomeSchema, type ActionOutcome } from './back-office';

const CHECKERS = ['credit', 'collections', 'finance', 'admin'] as const;

export const staffCalls = {
  consoleStaffList: defineCall({
    ...staffGet(['admin']),
    path: '/console/staff',
    request: none,
    response: z.object({ staff: z.array(StaffMemberSchema) }),
    summary: 'Every staff account with its roles, and whether it is disabled or locked.',
  }),
  consoleCreateStaff: defineCall({
    ...staffPost(['admin']),
    path: '/console/staff',
    refuses: [404, 409],
    request: CreateStaffSchema,
    response: z.object({ member: StaffMemberSchema }),
    summary: 'An admin creates a staff account with its roles and first password.',
  }),
  consoleUpdateStaff: defineCall({
    ...staffPost(['admin']),
    path: '/console/staff/:id',
    refuses: [404, 409],
    request: UpdateStaffSchema,
    response: z.object({ member: StaffMemberSchema }),
    summary: 'An admin re-roles, renames, disables or re-enables a staff account, or sets a new password.',
  }),
  consoleAuditLog: defineCall({
    ...staffGet(['admin']),
    path: '/console/audit',
    request: AuditQuerySchema,
    response: z.object({ entries: z.array(AuditEntrySchema), next: z.number().int().nullable() }),
    summary:
      'The audit log, newest first, searched by actor, action, record, borrower and days (100 a page).',
  }),
  consoleApprovals: defineCall({
    ...staffGet(CHECKERS),
    path: '/console/approvals',
    request: z.object({ status: z.enum(['pending', 'decided']).default('pending') }),
    response: z.object({ approvals: z.array(ApprovalSchema) }),
    summary: 'Actions waiting for a second staff member (or the latest decided), with who may decide each.',
  }),
  consoleDecideApproval: defineCall({
    ...staffPost(CHECKERS),
    path: '/console/approvals/:id',
    refuses: [404, 409],
    request: byId.extend({
      decision: z.enum(['approve', 'reject']),
      reason: text(500).default(''),
    }),
    response: z.object({ approval: ApprovalSchema }),
    summary:
      'A second staff member approves (and so carries out) or rejects a proposed action; never its maker.',
  }),
};
