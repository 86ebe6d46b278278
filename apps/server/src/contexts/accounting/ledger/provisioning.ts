// The allowance for credit losses in the books (issue 42). The figure required comes from the engine's buckets
// (packages/loan-engine/src/provisioning.ts) over what lending says each loan carries; here it is kept: the rates
// finance set, and once a month one entry that tops the allowance up to the figure, or releases the excess.
import { DEFAULT_PROVISION_RATES, PROVISION_BUCKETS, type ProvisionRates } from '@pautang/loan-engine';
import type { Db } from '../../../platform/db/client';
import { readProvisionRates, writeProvisionRates } from './ledger.repository';
import { ACCOUNTS, postEntry, trialBalance } from './ledger.service';

export async function provisionRates(db: Db): Promise<ProvisionRates> {
  const stored = new Map((await readProvisionRates(db)).map((r) => [r.bucket, r.rate_bp]));
  return Object.fromEntries(
    PROVISION_BUCKETS.map(({ bucket }) => [bucket, stored.get(bucket) ?? DEFAULT_PROVISION_RATES[bucket]]),
  ) as ProvisionRates;
}

/** Finance's new rates, once a second finance member approved them (flows/approval-kinds/provision-rates.ts). */
export const setProvisionRates = (trx: Db, rates: ProvisionRates, by: string, at: string): Promise<void> =>
  writeProvisionRates(trx, rates, by, at);

/** The allowance the books hold at the end of a day: the credit balance of 1190. */
export async function allowanceHeld(db: Db, date: string): Promise<number> {
  const tb = await trialBalance(db, date);
  const account = tb.accounts.find((a) => a.code === ACCOUNTS.allowance);
  return (account?.creditAmount ?? 0) - (account?.debitAmount ?? 0);
}

export const provisionSource = (month: string) => `provision:${month}`;

/**
 * A month's provision: the allowance brought to `required` by one entry on `businessDate` (provision expense
 * against the allowance; a release the other way round). Once per month: a second call posts nothing. Answers the
 * allowance held before and the amount moved (negative: released).
 */
export async function postProvision(
  trx: Db,
  e: { month: string; businessDate: string; required: number; at: string; postedBy: string | null },
): Promise<{ held: number; moved: number; entryId: number | null }> {
  const held = await allowanceHeld(trx, e.businessDate);
  const moved = e.required - held;
  const posted = await postEntry(trx, {
    source: provisionSource(e.month),
    kind: 'provision',
    businessDate: e.businessDate,
    memo:
      moved >= 0
        ? `Allowance for credit losses topped up to its required figure, ${e.month}`
        : `Allowance for credit losses released down to its required figure, ${e.month}`,
    postedBy: e.postedBy,
    at: e.at,
    lines:
      moved >= 0
        ? [
            { account: ACCOUNTS.provisionExpense, debit: moved },
            { account: ACCOUNTS.allowance, credit: moved },
          ]
        : [
            { account: ACCOUNTS.allowance, debit: -moved },
            { account: ACCOUNTS.provisionExpense, credit: -moved },
          ],
  });
  if (posted?.duplicate) return { held, moved: 0, entryId: posted.id };
  return { held, moved, entryId: posted?.id ?? null };
}
