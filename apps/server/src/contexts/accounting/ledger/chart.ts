// The chart of accounts (issue 42): finance and admin add an account, at once; renaming one is a maker-checker
// action (flows/approval-kinds/account-rename.ts), since every report and file names accounts by it. An account is
// never deleted: the lines posted to it hold its code (the database refuses the delete of one in use).
import { ErrorCode } from '@pautang/contract/errors';
import type { AccountType } from '@pautang/contract/ledger';
import type { Db } from '../../../platform/db/client';
import { AppError, invalid, notFound } from '../../../platform/errors';
import { findAccount, insertAccount, renameAccountRow } from './ledger.repository';

/** The first digit of a code names its type, as every chart here is laid out: 1 assets … 5 expenses. */
const FIRST_DIGIT: Record<AccountType, string> = {
  asset: '1',
  liability: '2',
  equity: '3',
  income: '4',
  expense: '5',
};

export const CHART_MESSAGES = {
  codeOfType: (type: AccountType) => `An ${type} account's code starts with ${FIRST_DIGIT[type]}.`,
  taken: (code: string) => `There is already an account ${code} in the chart.`,
  unknown: (code: string) => `There is no account ${code} in the chart of accounts.`,
  sameName: 'The account already has this name.',
} as const;

/** The side an account's balance normally sits on: assets and expenses debit, the rest credit. */
const normalSide = (type: AccountType) => (type === 'asset' || type === 'expense' ? 'debit' : 'credit');

export async function addAccount(
  db: Db,
  a: { code: string; name: string; type: AccountType },
): Promise<void> {
  if (!a.code.startsWith(FIRST_DIGIT[a.type])) throw invalid(CHART_MESSAGES.codeOfType(a.type));
  const added = await insertAccount(db, { ...a, name: a.name.trim(), normal_side: normalSide(a.type) });
  if (!added) throw new AppError(ErrorCode.Conflict, CHART_MESSAGES.taken(a.code));
}

/** The account as it stands, before a rename is proposed: a missing one, or one already so named, is refused. */
export async function assertRenamable(db: Db, code: string, name: string): Promise<string> {
  const account = await findAccount(db, code);
  if (!account) throw notFound(CHART_MESSAGES.unknown(code));
  if (account.name === name.trim()) throw new AppError(ErrorCode.Conflict, CHART_MESSAGES.sameName);
  return account.name;
}

export async function renameAccount(db: Db, code: string, name: string): Promise<void> {
  if (!(await renameAccountRow(db, code, name.trim()))) throw notFound(CHART_MESSAGES.unknown(code));
}
