// Each public page's title and description, for the browser tab, search results and link previews (the server
// writes them into the page's head). Borrower screens keep the app's name: they are not for search engines.
import { repayAtText } from '@pautang/contract/pay-channels';
import type { PageHead } from '@pautang/contract/runtime-config';

export type { PageHead };

export const DEFAULT_HEAD: PageHead = {
  title: 'Pautang',
  description: 'Pautang: fast, transparent cash loans in the Philippines.',
};

export const PAGE_HEADS: Record<string, PageHead> = {
  '/': {
    title: 'Pautang: fast, fair cash loans in the Philippines',
    description: `Borrow {min} to {max} from your phone with one valid ID. See every peso before you accept and get the money in your bank or e-wallet. ${repayAtText()}.`,
  },
  '/aboutUs': {
    title: 'About us | Pautang',
    description:
      'Who we are: an SEC-registered lending company making fair, simple and responsible credit available to every Filipino.',
  },
  '/privacyPolicy': {
    title: 'Privacy Policy | Pautang',
    description:
      'How Pautang collects, uses, keeps and protects your personal data under the Data Privacy Act of 2012.',
  },
  '/loanTerms': {
    title: 'Loan terms and conditions | Pautang',
    description:
      'The terms of a Pautang loan: amounts, terms, interest, fees, penalties, repayment and your rights as a borrower.',
  },
};
