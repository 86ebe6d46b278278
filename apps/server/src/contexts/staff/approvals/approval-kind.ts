// What a kind of maker-checker action states (approval-kinds.ts gathers them): who checks it, above which amount,
// the payload it carries, and how it is carried out. A kind's file sits here (kinds/) and calls its feature's
// service; the feature never imports the approvals, so no import goes round in a circle.
import type { StaffRole } from '@pautang/contract/call';
import type { z } from 'zod';
import type { AppConfig } from '../../../platform/config';
import type { Deps } from '../../../platform/deps';
import type { Agent } from '../agents/agents.service';

export type ApprovalPeople = {
  maker: Agent;
  /** null: carried out at once, within the kind's limit. */
  checker: Agent | null;
  /** The approval's id (null when carried out at once): an idempotency key for what it sends. */
  approvalId: string | null;
};

export type ApprovalKindDef = {
  /** The role of the second staff member who may approve it. */
  checker: StaffRole;
  /** Centavos up to which the maker acts alone; null: every one is checked (no amount to weigh). */
  limit: (config: AppConfig) => number | null;
  /** Carries the approved action out; throws AppError when it no longer can (the approval then reads failed). */
  execute: (deps: Deps, payload: unknown, people: ApprovalPeople) => Promise<void>;
};

/** A kind whose payload is read back through its schema (it comes from the database when approved). */
export function defineKind<S extends z.ZodType>(def: {
  checker: StaffRole;
  limit: ApprovalKindDef['limit'];
  payload: S;
  execute: (deps: Deps, payload: z.output<S>, people: ApprovalPeople) => Promise<void>;
}): ApprovalKindDef {
  return {
    checker: def.checker,
    limit: def.limit,
    execute: (deps, payload, people) => def.execute(deps, def.payload.parse(payload), people),
  };
}
