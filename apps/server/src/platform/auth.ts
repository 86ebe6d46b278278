// Who is calling, as the call runner (call.ts) needs to know it. The runner is platform's; the sessions and the
// staff accounts are contexts' (identity, staff), so the composition root hands their checks over as this port
// (Deps.auth), and platform never imports a context.
import type { StaffRole } from '@pautang/contract/call';
import type { Db } from './db/client';

/** A borrower's call: the user and the device their session was issued to. */
export type Caller = { userId: string; deviceId: string };

/** A signed-in staff member. */
export type Agent = { id: string; displayName: string; username: string; roles: StaffRole[] };

export interface CallAuth {
  /** The borrower a call's session parameters name; refuses a missing, unknown, expired or foreign session. */
  borrower(
    db: Db,
    query: { sessionId?: unknown; userId?: unknown; deviceId?: unknown },
    now: Date,
  ): Promise<Caller>;
  /** The staff member the request's cookie names, holding one of the roles (any role when none is given). */
  staff(headers: Record<string, unknown>, roles?: readonly StaffRole[]): Promise<Agent>;
}
