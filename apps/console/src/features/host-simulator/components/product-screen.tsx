// Product detail: the amount (a stepper and a slider within the product's range, by its step) and the term, the
// quote for them (the figures and the schedule, as the loan terms state them), who may apply, and Apply. The quote
// follows the choice once the borrower pauses, so a slider drag asks the server once, not once per pixel.
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import type { DetailRow, RepayPlan } from '@pautang/contract/loans';
import type { ProductApply, ProductDetail } from '@pautang/contract/origination';
import type { SessionParams } from '@pautang/contract/session';
import { formatPeso } from '@pautang/contract/format/money';
import { t } from '../../../i18n/messages';
import { borrowerSession } from '../../../lib/app-call';
import { errorText } from '../../../lib/request';
import { useResource } from '../../../lib/use-resource';
import { applyForProduct, newRequestId } from '../api/apply-for-product';
import { getProductDetail, type QuoteChoice } from '../api/get-product-detail';
import { ProductSummary } from './home-screen';
import { ResourceState } from './resource-state';

/** How long the choice must rest before it is quoted. */
export const QUOTE_DELAY_MS = 300;

export type ProductScreenProps = {
  session: SessionParams;
  productId: string;
  productName?: string | undefined;
  onDecision: (decision: ProductApply, productName: string) => void;
};

function useSettled<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

const keyOf = ({ amount, termDays }: QuoteChoice) => `${amount ?? ''}:${termDays ?? ''}`;

export function ProductScreen({ session, productId, productName, onDecision }: ProductScreenProps) {
  const { sessionId, userId, deviceId } = borrowerSession(session);
  const [choice, setChoice] = useState<QuoteChoice>({});
  const { amount, termDays } = useSettled(choice, QUOTE_DELAY_MS);
  const load = useCallback(
    async (signal: AbortSignal) => {
      const asked = { ...(amount ? { amount } : {}), ...(termDays ? { termDays } : {}) };
      const detail = await getProductDetail({ sessionId, userId, deviceId }, productId, asked, signal);
      return { key: keyOf(asked), detail };
    },
    [sessionId, userId, deviceId, productId, amount, termDays],
  );
  const quote = useResource(load);
  // The last quote stays on screen while the next one loads; it is current when it answers the choice shown.
  const [shown, setShown] = useState<{ key: string; detail: ProductDetail } | null>(null);
  if (quote.status === 'ready' && quote.data !== shown) setShown(quote.data);

  if (!shown) {
    return (
      <div className="native-screen">
        {productName && <h3 className="native-screen__heading">{productName}</h3>}
        <ResourceState resource={quote} loading={t('loadingQuote')}>
          {() => null}
        </ResourceState>
      </div>
    );
  }
  return (
    <QuoteView
      session={session}
      detail={shown.detail}
      choice={{
        amount: choice.amount ?? shown.detail.amount,
        termDays: choice.termDays ?? shown.detail.termDays,
      }}
      quoting={quote.status !== 'error' && shown.key !== keyOf(choice)}
      quoteError={quote.status === 'error' ? quote.error : null}
      onChoose={setChoice}
      onDecision={onDecision}
    />
  );
}

function QuoteView({
  session,
  detail,
  choice,
  quoting,
  quoteError,
  onChoose,
  onDecision,
}: {
  session: SessionParams;
  detail: ProductDetail;
  choice: { amount: number; termDays: number };
  quoting: boolean;
  quoteError: string | null;
  onChoose: (choice: QuoteChoice) => void;
  onDecision: ProductScreenProps['onDecision'];
}) {
  const { product } = detail;
  const ids = useId();
  const [applying, setApplying] = useState(false);
  const [applyError, setApplyError] = useState<string | null>(null);
  // One request id per amount and term: a retried tap after a lost answer gets the same decision, not a second one.
  const requestIds = useRef(new Map<string, string>());
  const requestId = (key: string) => {
    const known = requestIds.current.get(key);
    if (known) return known;
    const made = newRequestId();
    requestIds.current.set(key, made);
    return made;
  };

  const clamp = (value: number) => Math.min(product.maxAmount, Math.max(product.minAmount, value));
  const setAmount = (value: number) => onChoose({ ...choice, amount: clamp(value) });
  const step = product.amountStep > 0 ? product.amountStep : 1;

  const apply = async () => {
    setApplying(true);
    setApplyError(null);
    try {
      const decision = await applyForProduct(borrowerSession(session), {
        productId: product.productId,
        amount: choice.amount,
        termDays: choice.termDays,
        requestId: requestId(`${choice.amount}:${choice.termDays}`),
      });
      onDecision(decision, product.name);
    } catch (e) {
      setApplyError(errorText(e));
    } finally {
      setApplying(false);
    }
  };

  return (
    <div className="native-screen">
      <ProductSummary product={product} />
      <section className="native-screen__card" aria-labelledby={`${ids}-amount`}>
        <h4 className="native-screen__label" id={`${ids}-amount`}>
          {t('amountLabel')}
        </h4>
        <div className="native-screen__stepper">
          <button
            type="button"
            className="native-screen__step"
            aria-label={t('amountLess', { step: formatPeso(step) })}
            disabled={choice.amount <= product.minAmount}
            onClick={() => setAmount(choice.amount - step)}
          >
            −
          </button>
          <output className="native-screen__big" aria-live="polite" data-testid="chosen-amount">
            {formatPeso(choice.amount)}
          </output>
          <button
            type="button"
            className="native-screen__step"
            aria-label={t('amountMore', { step: formatPeso(step) })}
            disabled={choice.amount >= product.maxAmount}
            onClick={() => setAmount(choice.amount + step)}
          >
            +
          </button>
        </div>
        <input
          type="range"
          className="native-screen__slider"
          aria-label={t('amountLabel')}
          aria-valuetext={formatPeso(choice.amount)}
          min={product.minAmount}
          max={product.maxAmount}
          step={step}
          value={choice.amount}
          onChange={(e) => setAmount(Number(e.target.value))}
        />
        <p className="native-screen__note native-screen__ends">
          <span>{formatPeso(product.minAmount)}</span>
          <span>{formatPeso(product.maxAmount)}</span>
        </p>
      </section>
      <section className="native-screen__card" aria-labelledby={`${ids}-term`}>
        <h4 className="native-screen__label" id={`${ids}-term`}>
          {t('termLabel')}
        </h4>
        <div className="native-screen__choices" role="group" aria-labelledby={`${ids}-term`}>
          {product.termOptions.map((days) => (
            <button
              key={days}
              type="button"
              className="native-screen__choice"
              aria-pressed={choice.termDays === days}
              onClick={() => onChoose({ ...choice, termDays: days })}
            >
              {t('termDays', { n: days })}
            </button>
          ))}
        </div>
      </section>
      <section className="native-screen__card" aria-labelledby={`${ids}-quote`} aria-busy={quoting}>
        <h4 className="native-screen__label" id={`${ids}-quote`}>
          {t('quoteHeading')}
        </h4>
        {quoteError && <p role="alert">{t('loadFailed', { error: quoteError })}</p>}
        <dl className="native-screen__facts" aria-label={t('quoteHeading')}>
          {detail.details.map((row) => (
            <Row key={row.text} row={row} />
          ))}
        </dl>
        {detail.plans.length > 0 && (
          <>
            <h4 className="native-screen__label">{t('plansHeading')}</h4>
            <ol className="native-screen__plans">
              {detail.plans.map((plan) => (
                <PlanLine key={`${plan.instalment}-${plan.pay_time}`} plan={plan} />
              ))}
            </ol>
          </>
        )}
      </section>
      {detail.requirements.length > 0 && (
        <section className="native-screen__card" aria-labelledby={`${ids}-needs`}>
          <h4 className="native-screen__label" id={`${ids}-needs`}>
            {t('requirementsHeading')}
          </h4>
          <ul className="native-screen__bullets">
            {detail.requirements.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </section>
      )}
      {applyError && (
        <p role="alert" className="native-screen__reason">
          {applyError}
        </p>
      )}
      <button
        type="button"
        className="native-screen__action native-screen__primary"
        disabled={applying || quoting || quoteError !== null || product.available === 0}
        onClick={() => void apply()}
      >
        {applying ? t('applying') : t('apply')}
      </button>
    </div>
  );
}

function rowValue(row: DetailRow): string {
  if (row.type === 'money' && typeof row.value === 'number') return formatPeso(row.value);
  if (row.type === 'days') return t('termDays', { n: row.value });
  return String(row.value);
}

function Row({ row }: { row: DetailRow }) {
  return (
    <>
      <dt>{row.text}</dt>
      <dd>{rowValue(row)}</dd>
    </>
  );
}

function PlanLine({ plan }: { plan: RepayPlan }) {
  return (
    <li>{t('planLine', { title: plan.title, amount: formatPeso(plan.amount), date: plan.pay_time })}</li>
  );
}
