// Staff accounts (issue 28): an admin creates them with their roles and first password, re-roles, renames,
// disables and re-enables them. Passwords follow the agents' rules (scrypt; the sign-in lock of agents.service).
// Every change is audited with the account before and after (never its password hash). The last enabled admin
// cannot be disabled or lose the role, so the book always has someone who can manage staff.
import { randomBytes } from 'node:crypto';
import type { StaffMember } from '@pautang/contract/staff';
import type { CreateStaffSchema, UpdateStaffSchema } from '@pautang/contract/staff';
import { ErrorCode } from '@pautang/contract/errors';
import { id as anId } from '@pautang/contract/primitives';
import type { z } from 'zod';
import type { Deps } from '../../../platform/deps';
import { AppError, notFound } from '../../../platform/errors';
import { hashPassword } from '../../../platform/password';
import { recordAudit } from '../audit/audit.service';
import type { Agent } from './agents.service';
import {
  findAgent,
  insertAgent,
  listAgents,
  lockActiveAdmins,
  revokeSessionsOf,
  updateAgent,
  type AgentRow,
} from './agents.repository';

export function memberOf(row: AgentRow): StaffMember {
  return {
    id: row.id,
    username: row.username,
    displayName: row.display_name,
    roles: row.roles,
    disabled: row.disabled_at !== null,
    lockedUntil: row.locked_until ? new Date(row.locked_until).toISOString() : null,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

/** What the audit log keeps of an account: everything but its password. */
const audited = (m: StaffMember) => ({
  username: m.username,
  displayName: m.displayName,
  roles: m.roles,
  disabled: m.disabled,
});

export async function staffList(deps: Deps): Promise<{ staff: StaffMember[] }> {
  return { staff: (await listAgents(deps.db)).map(memberOf) };
}

export async function createStaff(
  deps: Deps,
  admin: Agent,
  input: z.output<typeof CreateStaffSchema>,
): Promise<{ member: StaffMember }> {
  const id = `staff-${randomBytes(6).toString('hex')}`;
  const now = deps.clock();
  const created = await insertAgent(deps.db, {
    id,
    username: input.username,
    display_name: input.displayName,
    password_hash: await hashPassword(input.password),
    roles: JSON.stringify([...new Set(input.roles)]),
    created_by: admin.id,
    created_at: now.toISOString(),
  });
  if (!created) throw new AppError(ErrorCode.Conflict, 'This username is taken.');
  const row = await findAgent(deps.db, id);
  if (!row) throw notFound();
  const member = memberOf(row);
  await recordAudit(
    deps.db,
    admin,
    { action: 'staff.created', subjectKind: 'staff', subjectId: id, after: audited(member) },
    now,
  );
  return { member };
}

export async function updateStaff(
  deps: Deps,
  admin: Agent,
  input: z.output<typeof UpdateStaffSchema>,
): Promise<{ member: StaffMember }> {
  // An id no account can have (a NUL failed in PostgreSQL) is as missing as an unknown one.
  if (!anId.safeParse(input.id).success) throw notFound();
  const now = deps.clock();
  // scrypt is slow: the hash is made before the transaction, which holds the admins' rows.
  const passwordHash = input.password !== undefined ? await hashPassword(input.password) : undefined;
  return deps.db.transaction().execute(async (trx) => {
    // Locked first, then the account read: what is checked is what the update changes.
    const admins = await lockActiveAdmins(trx);
    const row = await findAgent(trx, input.id);
    if (!row) throw notFound();
    const before = memberOf(row);
    const losesAdmin =
      (input.disabled === true && before.roles.includes('admin')) ||
      (input.roles !== undefined && before.roles.includes('admin') && !input.roles.includes('admin'));
    if (losesAdmin && !before.disabled && admins.filter((a) => a !== row.id).length === 0) {
      throw new AppError(ErrorCode.Conflict, 'This is the last admin: make someone else an admin first.');
    }
    const updated = await updateAgent(trx, row.id, {
      ...(input.displayName !== undefined ? { display_name: input.displayName } : {}),
      ...(input.roles !== undefined ? { roles: JSON.stringify([...new Set(input.roles)]) } : {}),
      ...(input.disabled !== undefined
        ? { disabled_at: input.disabled ? (row.disabled_at ?? now.toISOString()) : null }
        : {}),
      // A new password also lifts a lock: the admin has just spoken to the person.
      ...(passwordHash !== undefined
        ? { password_hash: passwordHash, failed_attempts: 0, locked_until: null }
        : {}),
    });
    if (!updated) throw notFound();
    // A disabled account's sessions end for good (a re-enable must not bring a forgotten browser's session back),
    // and so do they with a new password (the old one may be what was lost).
    if (input.disabled === true || passwordHash !== undefined) {
      await revokeSessionsOf(trx, row.id, now.toISOString());
    }
    const member = memberOf(updated);
    await recordAudit(
      trx,
      admin,
      {
        action: 'staff.changed',
        subjectKind: 'staff',
        subjectId: row.id,
        before: audited(before),
        after: audited(member),
        note: passwordHash !== undefined ? 'password set' : '',
      },
      now,
    );
    return { member };
  });
}
