// Maker-checker (issue 28): an action above its kind's configured amount (or, for a change borrowers see, every
// one) waits for a second staff member holding the kind's role, who is never its maker. The proposal, the
// decision and the outcome are each written to the audit log. A pending approval is decided once, whatever the
// race (approvals.repository decidePending); an approved action that cannot be carried out reads 'failed' with why.
import { randomBytes } from 'node:crypto';
import type { ActionOutcome, Approval, ApprovalKind } from '@pautang/contract/staff';
import { ErrorCode } from '@pautang/contract/errors';
import { id as anId } from '@pautang/contract/primitives';
import type { Deps } from '../../../platform/deps';
import { AppError, notFound } from '../../../platform/errors';
import type { Agent } from '../agents/agents.service';
import { recordAudit, staffNamesIn } from '../audit/audit.service';
import type { ApprovalKindDef } from './approval-kind';
import {
  decidePending,
  findApproval,
  insertApproval,
  listApprovals,
  markFailed,
  type ApprovalRow,
} from './approvals.repository';

export type ProposedAction = {
  kind: ApprovalKind;
  /** What execute receives, stored as JSON while it waits. */
  payload: unknown;
  /** Centavos moved, for the kinds that move money; null for a change. */
  amount: number | null;
  /** What the checker reads: 'Refund ₱350.00 to Ana Cruz'. */
  summary: string;
  subjectKind: string;
  subjectId: string;
  borrowerId?: string | null | undefined;
};

let registered: Record<ApprovalKind, ApprovalKindDef> | undefined;
/**
 * The kinds, handed over by the composition root (app.ts) from flows/approval-kinds: a kind carries out another
 * context's command (a refund, a decision), and staff sits below those contexts, so it cannot import them itself.
 */
export function useApprovalKinds(kinds: Record<ApprovalKind, ApprovalKindDef>): void {
  registered = kinds;
}
function kindOf(kind: ApprovalKind): ApprovalKindDef {
  if (!registered) throw new Error('approval kinds not handed over yet (app.ts calls useApprovalKinds)');
  return registered[kind];
}

const newId = () => `AP${randomBytes(9).toString('hex').toUpperCase()}`;

/**
 * Carries an action out at once when its amount is within the kind's limit, or files it for a second staff
 * member. Answers which happened.
 */
export async function submitAction(deps: Deps, maker: Agent, action: ProposedAction): Promise<ActionOutcome> {
  const kind = kindOf(action.kind);
  const limit = kind.limit(deps.config);
  const now = deps.clock();
  const audit = {
    subjectKind: action.subjectKind,
    subjectId: action.subjectId,
    borrowerId: action.borrowerId ?? null,
    after: action.payload,
  };
  if (limit !== null && (action.amount ?? 0) <= limit) {
    await kind.execute(deps, action.payload, { maker, checker: null, approvalId: null });
    await recordAudit(deps.db, maker, { ...audit, action: `${action.kind}.done`, note: action.summary }, now);
    return { status: 'done', approvalId: null };
  }
  const id = newId();
  const filed = await insertApproval(deps.db, {
    id,
    kind: action.kind,
    summary: action.summary,
    amount: action.amount,
    subject_kind: action.subjectKind,
    subject_id: action.subjectId,
    borrower_id: action.borrowerId ?? null,
    payload: JSON.stringify(action.payload),
    maker_id: maker.id,
    made_at: now.toISOString(),
    status: 'pending',
    checker_id: null,
    checked_at: null,
  });
  if (!filed) {
    throw new AppError(ErrorCode.Conflict, 'A proposal for this record is already waiting for approval.');
  }
  await recordAudit(
    deps.db,
    maker,
    { ...audit, action: `${action.kind}.proposed`, note: action.summary },
    now,
  );
  return { status: 'pending', approvalId: id };
}

/** Why this staff member may not decide this approval, or null when they may. */
function refusal(row: ApprovalRow, checker: Agent): string | null {
  if (row.maker_id === checker.id) return 'You cannot approve your own proposal: another staff member must.';
  const role = kindOf(row.kind).checker;
  if (!checker.roles.includes(role)) return `Only a staff member with the ${role} role can decide this.`;
  return null;
}

export async function decideApproval(
  deps: Deps,
  checker: Agent,
  id: string,
  decision: 'approve' | 'reject',
  reason: string,
): Promise<Approval> {
  // An id no approval can have (a NUL failed in PostgreSQL) is as missing as an unknown one.
  const row = anId.safeParse(id).success ? await findApproval(deps.db, id) : undefined;
  if (!row) throw notFound();
  const refused = refusal(row, checker);
  if (refused) throw new AppError(ErrorCode.Forbidden, refused);
  if (decision === 'reject' && reason.trim() === '') {
    throw new AppError(ErrorCode.Validation, 'Please give the reason for rejecting it.');
  }
  const now = deps.clock();
  const decided = await decidePending(deps.db, id, {
    status: decision === 'approve' ? 'approved' : 'rejected',
    checker_id: checker.id,
    checked_at: now.toISOString(),
    reason: reason.trim(),
  });
  if (!decided) throw new AppError(ErrorCode.Conflict, 'This proposal has already been decided.');
  const audit = {
    subjectKind: row.subject_kind,
    subjectId: row.subject_id,
    borrowerId: row.borrower_id,
    after: row.payload,
    note: reason.trim() || row.summary,
  };
  if (decision === 'reject') {
    await recordAudit(deps.db, checker, { ...audit, action: `${row.kind}.rejected` }, now);
  } else {
    await recordAudit(deps.db, checker, { ...audit, action: `${row.kind}.approved` }, now);
    const maker: Agent = { id: row.maker_id, displayName: row.maker_name, username: '', roles: [] };
    try {
      await kindOf(row.kind).execute(deps, row.payload, { maker, checker, approvalId: id });
    } catch (error) {
      const why = error instanceof AppError ? error.message : 'It could not be carried out.';
      await markFailed(deps.db, id, why);
      await recordAudit(
        deps.db,
        checker,
        { ...audit, action: `${row.kind}.failed`, note: why },
        deps.clock(),
      );
      if (!(error instanceof AppError)) throw error;
    }
  }
  const after = await findApproval(deps.db, id);
  if (!after) throw notFound();
  const [names] = await staffNamesIn(deps.db, [[after.payload]]);
  return { ...approvalOf(after, checker), staffNames: names ?? {} };
}

export async function approvals(
  deps: Deps,
  viewer: Agent,
  status: 'pending' | 'decided',
): Promise<{ approvals: Approval[] }> {
  const rows = await listApprovals(deps.db, status === 'pending', 200);
  const names = await staffNamesIn(
    deps.db,
    rows.map((row) => [row.payload]),
  );
  return {
    approvals: rows.map((row, i) => ({ ...approvalOf(row, viewer), staffNames: names[i] ?? {} })),
  };
}

function approvalOf(row: ApprovalRow, viewer: Agent): Approval {
  return {
    id: row.id,
    kind: row.kind,
    summary: row.summary,
    amount: row.amount,
    subjectKind: row.subject_kind,
    subjectId: row.subject_id,
    borrowerId: row.borrower_id,
    payload: row.payload,
    makerId: row.maker_id,
    makerName: row.maker_name,
    madeAt: new Date(row.made_at).toISOString(),
    status: row.status,
    checkerName: row.checker_name,
    checkedAt: row.checked_at ? new Date(row.checked_at).toISOString() : null,
    reason: row.reason,
    canDecide: row.status === 'pending' && refusal(row, viewer) === null,
  };
}
