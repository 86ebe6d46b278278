// Session flags of the order screen, kept in sessionStorage (the web view's tab): 'showBankTip' (spec 2 §4.4) is
// set when the borrower goes to repay or roll over and silences the kind-tips pop-up; the withdraw reminder is
// remembered per order so it shows once.
export const SHOW_BANK_TIP_KEY = 'showBankTip';
export const withdrawReminderKey = (orderId: string) => `withdrawReminder:${orderId}`;

function read(key: string): string | null {
  try {
    return sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string): void {
  try {
    sessionStorage.setItem(key, '1');
  } catch {
    // Storage can be disabled in some web views: the flag then lasts only as long as the page.
  }
}

export const bankTipFlagSet = () => read(SHOW_BANK_TIP_KEY) !== null;
export const setBankTipFlag = () => write(SHOW_BANK_TIP_KEY);
export const withdrawReminderSeen = (orderId: string) => read(withdrawReminderKey(orderId)) !== null;
export const markWithdrawReminder = (orderId: string) => write(withdrawReminderKey(orderId));
