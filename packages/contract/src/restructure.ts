// Restructuring for a borrower in hardship (issue 42): collections preview and propose a plan for an overdue order,
// a second person approves it, and the borrower accepts or declines it from the order's page, having read its
// disclosure statement. The figures are the loan engine's (quoteRestructure) on the business date.
import { z } from 'zod';
import { defineCall } from './call';
import { id, text } from './primitives';
import { ActionOutcomeSchema, staffGet, staffPost } from './back-office';

const centavos = z.number().int();

export const LATE_CHARGE_RULES = ['freeze', 'waive'] as const;
export type LateChargeRuleCode = (typeof LATE_CHARGE_RULES)[number];

/** A plan as collections choose it: 2 to 6 instalments, and what happens to the late charges owed. */
export const RestructurePlanSchema = z.object({
  instalmentCount: z.coerce
    .number()
    .int()
    .min(2, 'A plan has 2 to 6 instalments.')
    .max(6, 'A plan has 2 to 6 instalments.'),
  lateCharges: z.enum(LATE_CHARGE_RULES, { message: 'Say whether the late charges are frozen or waived.' }),
});

export const RestructureQuoteRequestSchema = RestructurePlanSchema.extend({ id });

export const RestructureProposalSchema = RestructurePlanSchema.extend({
  id,
  reason: text(500).refine((v) => v.trim().length > 0, 'Please say why the borrower needs a plan.'),
});

/** A plan as the engine prices it today, for the staff's form and the borrower's offer alike. */
export const RestructureQuoteSchema = z.object({
  businessDate: z.string(),
  /** What the old loan owes today, interest as earned to the day: what the plan settles. */
  settledAmount: centavos,
  /** The principal still owed: the plan's principal. */
  principalAmount: centavos,
  /** Charges still owed, owed again without interest (late charges included when frozen). */
  carriedAmount: centavos,
  /** Late charges forgiven (rule 'waive'). */
  waivedAmount: centavos,
  /** The plan's interest: its finance charge. */
  interestAmount: centavos,
  totalAmount: centavos,
  eirMonthlyBp: z.number(),
  instalments: z.array(z.object({ dueOn: z.string(), amount: centavos })),
});
export type RestructureQuote = z.infer<typeof RestructureQuoteSchema>;

/**
 * The borrower's answer to the plan offered on their order: `accept` 1 (accept) or 0 (decline), as the borrower's
 * calls write flags; `totalAmount` is the total they were shown.
 */
export const RestructureDecisionSchema = z.object({
  orderId: id,
  accept: z.coerce.number().pipe(z.union([z.literal(0), z.literal(1)])),
  totalAmount: z.coerce.number().int(),
});

export const restructureCalls = {
  consoleRestructureQuote: defineCall({
    ...staffGet(['collections', 'finance']),
    path: '/console/orders/:id/restructure',
    refuses: [404, 409],
    request: RestructureQuoteRequestSchema,
    response: RestructureQuoteSchema,
    summary: "Previews a repayment plan for an overdue order: today's figures, instalments and EIR.",
  }),
  consoleProposeRestructure: defineCall({
    ...staffPost(['collections', 'finance']),
    path: '/console/orders/:id/restructure',
    refuses: [404, 409],
    request: RestructureProposalSchema,
    response: ActionOutcomeSchema,
    summary:
      'Proposes a repayment plan for an overdue order; once a second person approves, the borrower is offered it.',
  }),
  restructureDecide: defineCall({
    path: '/v3/loan-details/restructure',
    refuses: [404, 409],
    request: RestructureDecisionSchema,
    response: z.object({ orderId: z.string() }),
    summary:
      'The borrower accepts or declines the repayment plan offered on their order; accepted, it replaces the loan.',
  }),
};
