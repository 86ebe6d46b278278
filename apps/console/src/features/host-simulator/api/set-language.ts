// Mine's language switch (setLanguage, issue 30): the server keeps the borrower's language, so the texts and
// notifications it sends while no page is open are written in it.
import type { Lang } from '@pautang/contract/lang';
import { borrowerCall, type BorrowerSession } from '../../../lib/app-call';

export function setLanguage(session: BorrowerSession, lang: Lang): Promise<Lang> {
  return borrowerCall('setLanguage', { lang }, session).then((d) => d.lang);
}
