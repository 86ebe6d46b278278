// The statement of account's own words (statement-pdf.ts), in each language a borrower reads. The texts inside it
// that other screens show too (allocation labels, waiver and refund notes) come localized with the data.
import type { Lang } from '@pautang/contract/lang';

export type StatementTexts = {
  title: string;
  secRegistrationNo: string;
  certificateOfAuthorityNo: string;
  borrower: string;
  orderNo: string;
  restructuredInto: string;
  restructuredFrom: string;
  product: string;
  asOf: string;
  disbursedOn: string;
  principal: string;
  financeCharge: string;
  schedule: string;
  instalment: string;
  dueDate: string;
  charged: string;
  paid: string;
  owed: string;
  payments: string;
  date: string;
  reference: string;
  amount: string;
  appliedTo: string;
  balanceAfter: string;
  owedBack: string;
  charges: string;
  waivers: string;
  refunds: string;
  none: string;
  balanceOn: (date: string) => string;
};

export const STATEMENT_TEXTS: Record<Lang, StatementTexts> = {
  en: {
    title: 'Statement of account',
    secRegistrationNo: 'SEC registration no.',
    certificateOfAuthorityNo: 'Certificate of Authority no.',
    borrower: 'Borrower',
    orderNo: 'Order no.',
    restructuredInto: 'Closed into repayment plan',
    restructuredFrom: 'Repayment plan of order',
    product: 'Product',
    asOf: 'As of',
    disbursedOn: 'Disbursed on',
    principal: 'Principal',
    financeCharge: 'Finance charge',
    schedule: 'Schedule',
    instalment: 'Instalment',
    dueDate: 'Due date',
    charged: 'Charged',
    paid: 'Paid',
    owed: 'Owed',
    payments: 'Payments',
    date: 'Date',
    reference: 'Reference',
    amount: 'Amount',
    appliedTo: 'Applied to',
    balanceAfter: 'Balance after',
    owedBack: 'Owed back to you',
    charges: 'Charges',
    waivers: 'Waivers',
    refunds: 'Refunds',
    none: 'None.',
    balanceOn: (date) => `Balance as of ${date}`,
  },
  fil: {
    title: 'Pahayag ng account',
    secRegistrationNo: 'Blg. ng rehistro sa SEC',
    certificateOfAuthorityNo: 'Blg. ng Certificate of Authority',
    borrower: 'Nanghiram',
    orderNo: 'Blg. ng order',
    restructuredInto: 'Isinara at inilipat sa repayment plan',
    restructuredFrom: 'Repayment plan ng order',
    product: 'Produkto',
    asOf: 'Hanggang',
    disbursedOn: 'Naipadala noong',
    principal: 'Prinsipal',
    financeCharge: 'Singil sa pananalapi',
    schedule: 'Iskedyul ng bayad',
    instalment: 'Hulog',
    dueDate: 'Petsa ng pagbabayad',
    charged: 'Siningil',
    paid: 'Nabayaran',
    owed: 'Babayaran pa',
    payments: 'Mga bayad',
    date: 'Petsa',
    reference: 'Reperensya',
    amount: 'Halaga',
    appliedTo: 'Napunta sa',
    balanceAfter: 'Natira pagkatapos',
    owedBack: 'Ibabalik sa iyo',
    charges: 'Mga singil',
    waivers: 'Mga inalis na singil',
    refunds: 'Mga refund',
    none: 'Wala.',
    balanceOn: (date) => `Natitirang balanse hanggang ${date}`,
  },
};
