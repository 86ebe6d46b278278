// Mine (the user menu): the borrower's name and phone (identity), whether an open loan stops them deleting their
// account (lending, through account-deletion.ts) and their marketing choice (notifications): one screen across three
// contexts, so a flow.
import { H5_PATHS } from '@pautang/contract/h5-paths';
import type { UserMenu } from '@pautang/contract/origination';
import type { Deps } from '../platform/deps';
import { findUser, maskedPhone, MENU_TEXTS } from '../contexts/identity/index';
import { marketingOptedOut } from '../contexts/notifications/index';
import { getBusinessDate } from '../contexts/staff/index';
import { openLoanReason } from './account-deletion';

/** Mine: the borrower's name and masked phone, the menu (H5 pages on the public origin), and whether to delete. */
export async function userMenu(deps: Deps, userId: string): Promise<UserMenu> {
  const businessDate = await getBusinessDate(deps.db, deps.clock());
  const [user, blocker, marketingOptOut] = await Promise.all([
    findUser(deps.db, userId),
    openLoanReason(deps.db, userId, businessDate),
    marketingOptedOut(deps.db, userId),
  ]);
  const h5 = (path: string) => `${deps.config.publicOrigin}${path}`;
  return {
    name: user?.full_name ?? '',
    phone: maskedPhone(user?.mobile_phone ?? ''),
    items: [
      // My loans is the native app's own screen (the order list).
      { key: 'myLoans', title: MENU_TEXTS.myLoans, url: '' },
      { key: 'bindBank', title: MENU_TEXTS.bindBank, url: h5(H5_PATHS.bindBank) },
      { key: 'complaints', title: MENU_TEXTS.complaints, url: h5(H5_PATHS.complainPage) },
      { key: 'customerService', title: MENU_TEXTS.customerService, url: h5(H5_PATHS.customerService) },
      { key: 'privacyPolicy', title: MENU_TEXTS.privacyPolicy, url: h5(H5_PATHS.privacyPolicy) },
      { key: 'aboutUs', title: MENU_TEXTS.aboutUs, url: h5(H5_PATHS.aboutUs) },
      { key: 'terms', title: MENU_TEXTS.terms, url: h5(H5_PATHS.loanTerms) },
    ],
    canDelete: blocker === undefined ? 1 : 0,
    deleteBlocker: blocker ?? '',
    marketingOptOut,
  };
}
