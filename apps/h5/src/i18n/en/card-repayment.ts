// Card/SMS repayment (spec 2 §2.11, §4.6, §5, §8): the quoted strings are exact. A file of its own so the other
// repayment pages do not carry them (each borrower route is held under 85 KB of script).
export const cardRepaymentText = {
  amount: 'Repayment amount',
  coupon: 'Coupon',
  chooseAccount: 'Pay from',
  thirdParty: 'Pay online (e-wallets, banks, stores)',
  noAccounts: 'No bank or e-wallet account is bound yet.',
  pay: 'Pay now',
  chooseCard: '请先选择付款银行卡！',
  smsTitle: 'Enter the 6-digit code we sent to your phone',
  codeStillValid:
    'The code we sent you a moment ago is still valid: enter it below. You can ask for a new one when the countdown ends.',
  codeLabel: 'SMS code',
  getCode: 'get code',
  seconds: '{n}s',
  cancel: 'Cancel',
  confirm: 'Confirm',
  badCode: '请输入正确的验证码',
  codeWrong: '验证码错误',
  repeated: '请勿重复提交支付申请',
  failed: '处理失败',
  cardListFailed: '查询卡列表失败',
  networkError: 'error',
  debitNotice:
    'The amount is taken from the account you choose. A first payment from an account is confirmed with a code sent to your phone.',
} as const;
