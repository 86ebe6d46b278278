// Restructuring (issue 42), across lending and the staff's maker-checker: collections preview a plan for an overdue
// order (the engine's figures today) and propose it; a second finance member approves it
// (flows/approval-kinds/restructure.ts), and lending offers it to the borrower.
import type { ActionOutcome } from '@pautang/contract/staff';
import type { RestructureQuote } from '@pautang/contract/restructure';
import type { LateChargeRule } from '@pautang/loan-engine';
import type { Deps } from '../platform/deps';
import { restructureQuote } from '../contexts/lending/index';
import { submitAction, type Agent } from '../contexts/staff/index';

type Plan = { orderId: string; instalmentCount: number; lateCharges: LateChargeRule };

/** A plan's figures for the staff's form, as the borrower would be offered them today. */
export async function previewRestructure(deps: Deps, plan: Plan): Promise<RestructureQuote> {
  const { businessDate, quote } = await restructureQuote(deps, plan.orderId, plan);
  const schedule = quote.schedule!;
  return {
    businessDate,
    settledAmount: quote.settledAmount,
    principalAmount: quote.principalAmount,
    carriedAmount: quote.carriedAmount,
    waivedAmount: quote.waivedAmount,
    interestAmount: quote.interestAmount,
    totalAmount: quote.totalAmount,
    eirMonthlyBp: quote.rate?.monthlyBp ?? 0,
    instalments: schedule.instalments.map((row) => ({ dueOn: row.dueOn, amount: row.totalAmount })),
  };
}

/** Collections or finance propose the plan; refused now if the engine or an open offer would refuse it. */
export async function proposeRestructure(
  deps: Deps,
  agent: Agent,
  r: Plan & { reason: string },
): Promise<ActionOutcome> {
  const { quote, userId } = await restructureQuote(deps, r.orderId, r);
  const rule = r.lateCharges === 'freeze' ? 'late charges frozen' : 'late charges waived';
  return submitAction(deps, agent, {
    kind: 'restructure',
    payload: {
      orderId: r.orderId,
      instalmentCount: r.instalmentCount,
      lateCharges: r.lateCharges,
      reason: r.reason.trim(),
    },
    amount: quote.totalAmount,
    summary: `Repayment plan for loan ${r.orderId}: ${r.instalmentCount} instalments, ${rule}. ${r.reason.trim()}`,
    subjectKind: 'order',
    subjectId: r.orderId,
    borrowerId: userId,
  });
}
