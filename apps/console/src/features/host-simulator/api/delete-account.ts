// Delete account (userDelete): the borrower types DELETE; refused with the reason while a loan is open.
import type { UserDelete } from '@pautang/contract/origination';
import { borrowerCall, type BorrowerSession } from '../../../lib/app-call';

export function deleteAccount(session: BorrowerSession): Promise<UserDelete> {
  return borrowerCall('userDelete', { confirm: 'DELETE' }, session);
}
