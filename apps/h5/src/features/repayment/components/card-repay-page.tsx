// Card/SMS repayment (spec 2 §2.11, §4.6, §5, §8), at /addnormalcard and /alipayrepayment: the borrower's bank
// and e-wallet accounts and the third-party option. With no account chosen: '请先选择付款银行卡！'. A commit with
// needValid 1 enters SMS mode (a 60 s countdown in seconds, then 'get code', which resends with sendMsg 1);
// the code needs 6 characters. Success goes to the borrow-detail route, closing the native repayment dialog on
// Android first.
import { useEffect, useRef, useState } from 'react';
import { useCountdown } from '../../../lib/use-countdown';
import { ErrorCode } from '@pautang/contract/error-codes';
import { formatPeso } from '@pautang/contract/format/money';
import { SMS_CODE_LENGTH } from '@pautang/contract/constants';
import type { RepaymentWay } from '@pautang/contract/repayment';
import { Button } from '../../../components/ui/button/button';
import { toast } from '../../../components/ui/toast/toast';
import { paths } from '../../../config/paths';
import { cardRepaymentText } from '../../../i18n/en/card-repayment';
import { fill } from '../../../i18n/fill';
import { callNative } from '../../../lib/bridge';
import { navigate } from '../../../lib/navigation';
import { ApiError } from '../../../lib/request';
import { sessionParams } from '../../../lib/session';
import {
  commitRepayment,
  confirmRepayment,
  thirdPartyRepayment,
  useRepaymentWay,
} from '../api/card-repayment';
import { openPayUrl } from '../utils/open-pay-url';
import './repayment.css';
import './card-repay.css';

const text = cardRepaymentText;
/** The third-party option's place in the list, after the accounts. */
const THIRD_PARTY = 'third-party';

export type CardRepayProps = {
  orderId: string;
  productId: string;
  /** withholdingAmount, in centavos. */
  amount: number;
  couponId: string;
  couponMoney: number;
};

export function CardRepayPage(props: CardRepayProps) {
  const { data, error } = useRepaymentWay(props.orderId);
  useEffect(() => {
    // A network failure already said 'error'.
    if (error instanceof ApiError) toast.fail(text.cardListFailed);
  }, [error]);
  return (
    <div className="repay">
      <section className="repay-head">
        <p className="repay-head-label">{text.amount}</p>
        <p className="repay-amount" data-testid="card-amount">
          {formatPeso(props.amount)}
        </p>
        {props.couponMoney > 0 && (
          <p className="repay-head-date">
            {text.coupon} −{formatPeso(props.couponMoney)}
          </p>
        )}
      </section>
      {data ? <CardRepayForm {...props} way={data} /> : <div className="repay-state" aria-busy={!error} />}
    </div>
  );
}

function CardRepayForm({ way, ...props }: CardRepayProps & { way: RepaymentWay }) {
  const [chosen, setChosen] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [record, setRecord] = useState<string | undefined>();
  const [code, setCode] = useState('');
  const [stillValid, setStillValid] = useState(false);
  const countdown = useCountdown();
  const codeInput = useRef<HTMLInputElement>(null);
  const card = way.bankCards.find((c) => c.id === chosen);

  const done = () => {
    if (sessionParams().clientType === 'android') callNative('closeRepayDialog', { orderId: props.orderId });
    navigate(paths.borrowDetail, {
      query: { productId: props.productId, orderId: props.orderId },
      replace: true,
    });
  };

  const run = async (task: () => Promise<void>, onFailure: (error: ApiError) => void) => {
    if (busy) return;
    setBusy(true);
    try {
      await task();
    } catch (error) {
      if (error instanceof ApiError) onFailure(error);
    } finally {
      setBusy(false);
    }
  };

  const commit = (sendMsg: 0 | 1) =>
    run(
      async () => {
        if (!card) return;
        const answer = await commitRepayment({
          amount: props.amount,
          bankName: card.bankName,
          cardId: card.id,
          cardNo: card.cardNo,
          couponId: props.couponId || null,
          orderId: props.orderId,
          repayToken: way.repayToken,
          bankCode: card.bankCode,
          sendMsg,
        });
        if (answer.needValid === 1) {
          setRecord(answer.repayRecordId);
          setStillValid(answer.codeStillValid === 1);
          countdown.start(answer.codeStillValid === 1 ? answer.resendIn : undefined);
          codeInput.current?.focus();
        } else {
          done();
        }
      },
      (error) => {
        toast.fail(error.message || text.failed);
        // spec 2 §8: a failed commit restarts the countdown.
        if (record) countdown.start();
      },
    );

  const pay = () => {
    if (chosen === THIRD_PARTY) {
      void run(
        async () => {
          const { url } = await thirdPartyRepayment({
            userId: sessionParams().userId ?? '',
            orderId: props.orderId,
            amount: props.amount,
          });
          if (!openPayUrl(url)) toast.fail(text.failed);
        },
        (error) => toast.fail(error.message || text.failed),
      );
      return;
    }
    if (!card) {
      toast.fail(text.chooseCard);
      return;
    }
    void commit(0);
  };

  const confirm = () => {
    if (!record) return;
    if (code.length < SMS_CODE_LENGTH) {
      toast.fail(text.badCode);
      return;
    }
    void run(
      async () => {
        await confirmRepayment({ orderId: props.orderId, verifyCode: code, repaymentRecordId: record });
        setRecord(undefined);
        done();
      },
      (error) => {
        const code = Number(error.code);
        toast.fail(
          code === ErrorCode.RepayCodeWrong
            ? text.codeWrong
            : code === ErrorCode.RepayRepeated
              ? text.repeated
              : error.message || text.failed,
        );
      },
    );
  };

  const cancel = () => {
    setRecord(undefined);
    setCode('');
    countdown.reset();
  };

  return (
    <>
      <section className="repay-card">
        <h2 className="repay-card-title">{text.chooseAccount}</h2>
        {way.bankCards.length === 0 && <p className="repay-notice">{text.noAccounts}</p>}
        <ul className="card-accounts" role="radiogroup" aria-label={text.chooseAccount}>
          {way.bankCards.map((c) => (
            <li key={c.id}>
              <button
                type="button"
                role="radio"
                className="card-account"
                aria-checked={chosen === c.id}
                disabled={record !== undefined}
                onClick={() => setChosen(c.id)}
              >
                <span className="card-account-name">{c.bankName}</span>
                <span className="card-account-no">{c.cardNo}</span>
                <span className="card-account-mark" aria-hidden="true" />
              </button>
            </li>
          ))}
          {way.alipay === 1 && (
            <li>
              <button
                type="button"
                role="radio"
                className="card-account"
                aria-checked={chosen === THIRD_PARTY}
                disabled={record !== undefined}
                onClick={() => setChosen(THIRD_PARTY)}
              >
                <span className="card-account-name">{text.thirdParty}</span>
                <span className="card-account-mark" aria-hidden="true" />
              </button>
            </li>
          )}
        </ul>
        <p className="repay-notice">{text.debitNotice}</p>
      </section>
      {record === undefined ? (
        <div className="repay-actions">
          <Button variant="primary" block disabled={busy || props.amount <= 0} onClick={pay}>
            {text.pay}
          </Button>
        </div>
      ) : (
        <section className="repay-card card-sms" aria-label={text.smsTitle}>
          <p className="repay-card-title">{text.smsTitle}</p>
          {stillValid && <p className="repay-notice">{text.codeStillValid}</p>}
          <div className="card-sms-row">
            <input
              ref={codeInput}
              className="card-sms-input"
              aria-label={text.codeLabel}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={SMS_CODE_LENGTH}
              value={code}
              onChange={(e) => setCode(e.target.value.replace(/\D/g, '').slice(0, SMS_CODE_LENGTH))}
            />
            <Button
              className="card-sms-send"
              disabled={busy || countdown.left > 0}
              onClick={() => void commit(1)}
            >
              {countdown.left > 0 ? fill(text.seconds, { n: countdown.left }) : text.getCode}
            </Button>
          </div>
          <div className="card-sms-actions">
            <Button onClick={cancel}>{text.cancel}</Button>
            <Button variant="primary" disabled={busy} onClick={confirm}>
              {text.confirm}
            </Button>
          </div>
        </section>
      )}
    </>
  );
}
