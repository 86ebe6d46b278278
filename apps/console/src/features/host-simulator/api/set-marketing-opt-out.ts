// Mine's marketing switch (setMarketingOptOut, issue 29): the borrower stops offers by text, or allows them again.
// Notices the law requires (due dates, payments) are sent whatever the switch says.
import { borrowerCall, type BorrowerSession } from '../../../lib/app-call';

export function setMarketingOptOut(session: BorrowerSession, optOut: boolean): Promise<boolean> {
  return borrowerCall('setMarketingOptOut', { marketingOptOut: optOut }, session).then(
    (d) => d.marketingOptOut,
  );
}
