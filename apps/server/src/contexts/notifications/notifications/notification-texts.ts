// The default wording of every notification (issue 29), English, until staff save their own (templates). Calm and
// factual: overdue notices follow the collection rules (SEC MC 18 s.2019): no threats, no insults, nothing a third
// party reading the phone could use against the borrower beyond that a payment is due. Placeholders are
// NOTIFICATION_PLACEHOLDERS' ({amount} comes formatted: ₱1,500.00; {dueDate}: a Manila day).
import type { Lang } from '@pautang/contract/lang';
import type { NotificationEvent } from '@pautang/contract/notifications';

export type Wording = { title: string; body: string };

export const DEFAULT_WORDING: Record<NotificationEvent, Wording> = {
  'application-approved': {
    title: 'Your loan is approved',
    body: 'Hi {name}, your {product} application is approved for {amount}. Open the app to confirm your loan.',
  },
  'application-declined': {
    title: 'About your loan application',
    body: 'Hi {name}, we cannot offer you {product} this time: {reason}',
  },
  'application-review': {
    title: 'Your application is being reviewed',
    body: 'Hi {name}, a member of our credit team is reviewing your {product} application. We will text you the result.',
  },
  'payout-sent': {
    title: 'Your loan has been sent',
    body: 'Hi {name}, {amount} for order {orderNo} has been sent to {account}.',
  },
  'payout-failed': {
    title: 'We could not send your loan',
    body: 'Hi {name}, we could not send {amount} to your account: {reason} Open the app to check your account details.',
  },
  'due-in-3-days': {
    title: 'Payment due in 3 days',
    body: 'Hi {name}, {amount} for order {orderNo} is due on {dueDate}. You can pay in the app.',
  },
  'due-in-1-day': {
    title: 'Payment due tomorrow',
    body: 'Hi {name}, {amount} for order {orderNo} is due tomorrow, {dueDate}. You can pay in the app.',
  },
  'due-today': {
    title: 'Payment due today',
    body: 'Hi {name}, {amount} for order {orderNo} is due today. You can pay in the app.',
  },
  'overdue-1-day': {
    title: 'Your payment is 1 day late',
    body: 'Hi {name}, {amount} for order {orderNo} was due on {dueDate}. Please pay when you can, or call us if you need help.',
  },
  'overdue-3-days': {
    title: 'Your payment is 3 days late',
    body: 'Hi {name}, {amount} for order {orderNo} was due on {dueDate}. Please pay in the app, or call us to talk about your options.',
  },
  'overdue-7-days': {
    title: 'Your payment is 7 days late',
    body: 'Hi {name}, {amount} for order {orderNo} is 7 days past due. Please pay in the app, or call us and we will help you find a way.',
  },
  'payment-received': {
    title: 'Payment received',
    body: 'Hi {name}, we received {amount} for order {orderNo}. Your balance is now {balance}. Thank you!',
  },
  'rollover-applied': {
    title: 'Rollover applied',
    body: 'Hi {name}, your rollover for order {orderNo} is applied. Your new due date is {dueDate}.',
  },
  'plan-offered': {
    title: 'A repayment plan for your loan',
    body: 'Hi {name}, we can turn order {orderNo} into a repayment plan of {amount} in all, with no late charges added. Open the app to read it, and accept or decline by {dueDate}.',
  },
  'refund-sent': {
    title: 'Refund sent',
    body: 'Hi {name}, we have sent {amount} back to {account}.',
  },
  'complaint-replied': {
    title: 'We replied to your concern',
    body: 'Hi {name}, our support team has replied to your concern. Open the app to read it.',
  },
  promotion: {
    title: 'A new offer for you',
    body: 'Hi {name}, a new offer is waiting for you in the app.',
  },
};

/**
 * The same messages in Filipino (issue 30), for a borrower whose language is 'fil': plain, as the e-wallets text,
 * with the English word where borrowers use it (loan, order, due date, rollover). The same placeholders as the
 * English (notification-texts.test.ts checks), and the same calm collection tone: a reminder and an offer of help.
 */
export const DEFAULT_WORDING_FIL: Record<NotificationEvent, Wording> = {
  'application-approved': {
    title: 'Approved na ang loan mo',
    body: 'Hi {name}, approved na ang {product} application mo para sa {amount}. Buksan ang app para i-confirm ang loan mo.',
  },
  'application-declined': {
    title: 'Tungkol sa loan application mo',
    body: 'Hi {name}, hindi ka namin maaalok ng {product} ngayon: {reason}',
  },
  'application-review': {
    title: 'Nire-review ang application mo',
    body: 'Hi {name}, nire-review ng aming credit team ang {product} application mo. Ite-text ka namin kapag may resulta na.',
  },
  'payout-sent': {
    title: 'Naipadala na ang loan mo',
    body: 'Hi {name}, naipadala na ang {amount} para sa order {orderNo} sa {account}.',
  },
  'payout-failed': {
    title: 'Hindi namin naipadala ang loan mo',
    body: 'Hi {name}, hindi namin naipadala ang {amount} sa account mo: {reason} Buksan ang app para i-check ang detalye ng account mo.',
  },
  'due-in-3-days': {
    title: 'Due ang bayad mo sa loob ng 3 araw',
    body: 'Hi {name}, ang {amount} para sa order {orderNo} ay due sa {dueDate}. Puwede kang magbayad sa app.',
  },
  'due-in-1-day': {
    title: 'Due bukas ang bayad mo',
    body: 'Hi {name}, ang {amount} para sa order {orderNo} ay due bukas, {dueDate}. Puwede kang magbayad sa app.',
  },
  'due-today': {
    title: 'Due ngayon ang bayad mo',
    body: 'Hi {name}, ang {amount} para sa order {orderNo} ay due ngayong araw. Puwede kang magbayad sa app.',
  },
  'overdue-1-day': {
    title: '1 araw nang late ang bayad mo',
    body: 'Hi {name}, ang {amount} para sa order {orderNo} ay due noong {dueDate}. Magbayad kapag kaya mo na, o tawagan kami kung kailangan mo ng tulong.',
  },
  'overdue-3-days': {
    title: '3 araw nang late ang bayad mo',
    body: 'Hi {name}, ang {amount} para sa order {orderNo} ay due noong {dueDate}. Magbayad sa app, o tawagan kami para pag-usapan ang mga option mo.',
  },
  'overdue-7-days': {
    title: '7 araw nang late ang bayad mo',
    body: 'Hi {name}, 7 araw nang lampas sa due date ang {amount} para sa order {orderNo}. Magbayad sa app, o tawagan kami at tutulungan ka naming makahanap ng paraan.',
  },
  'payment-received': {
    title: 'Natanggap ang bayad mo',
    body: 'Hi {name}, natanggap namin ang {amount} para sa order {orderNo}. Ang balance mo ngayon ay {balance}. Salamat!',
  },
  'rollover-applied': {
    title: 'Na-apply na ang rollover',
    body: 'Hi {name}, na-apply na ang rollover mo para sa order {orderNo}. Ang bago mong due date ay {dueDate}.',
  },
  'plan-offered': {
    title: 'Repayment plan para sa loan mo',
    body: 'Hi {name}, puwede naming gawing repayment plan ang order {orderNo}, {amount} lahat, nang walang dagdag na late charge. Buksan ang app para basahin ito, at tanggapin o tanggihan hanggang {dueDate}.',
  },
  'refund-sent': {
    title: 'Naipadala na ang refund',
    body: 'Hi {name}, naibalik na namin ang {amount} sa {account}.',
  },
  'complaint-replied': {
    title: 'Sinagot namin ang concern mo',
    body: 'Hi {name}, sumagot na ang aming support team sa concern mo. Buksan ang app para mabasa ito.',
  },
  promotion: {
    title: 'May bagong offer para sa iyo',
    body: 'Hi {name}, may bagong offer na naghihintay sa iyo sa app.',
  },
};

/** An event's built-in wording in a language. */
export function defaultWording(event: NotificationEvent, lang: Lang): Wording {
  return (lang === 'fil' ? DEFAULT_WORDING_FIL : DEFAULT_WORDING)[event];
}

/** Fills {placeholders}; an unknown one is left as typed (templates are checked when saved). */
export function fillPlaceholders(text: string, vars: Record<string, string>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => vars[name] ?? whole);
}
