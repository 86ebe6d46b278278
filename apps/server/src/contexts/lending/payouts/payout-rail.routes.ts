// The payout rail's side, outside /attempt (a rail sends no XMLHttpRequest marker):
// - POST /gateway/dragonpay/payout-postback: the rail's server-to-server postback of a payout's result
//   (merchanttxnid, refno, status, message, digest). It answers `result=OK` only once the result is recorded; any
//   other answer makes the rail send it again.
// - The payout sweep, every PAYOUT_SWEEP_SECONDS on the job queue (flows/sweeps.ts), and on
//   POST /attempt/dev/payouts in demo mode: payouts that
//   could not be sent are sent again, and the sandbox rail settles its due payouts and posts their postbacks here,
//   through the same route, checks and confirmation as Dragonpay's.
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Deps } from '../../../platform/deps';
import type { PayoutPostback } from '../../../platform/payout/payout';
import { handlePayoutPostback, reconcilePendingPayouts, retryUnsentPayouts } from './payouts.service';
import { handleRefundPostback, isRefundTxn, sweepRefunds } from './refund-payouts';

export const PAYOUT_POSTBACK_PATH = '/gateway/dragonpay/payout-postback';

const text = (reply: FastifyReply, status: number, body: string) =>
  reply.status(status).header('content-type', 'text/plain; charset=utf-8').send(body);

/** The postback's fields, whatever case the rail writes their names in (Dragonpay: merchanttxnid, refno…). */
function postbackOf(body: unknown): PayoutPostback {
  const fields = new Map<string, string>();
  if (body && typeof body === 'object') {
    for (const [key, value] of Object.entries(body as Record<string, unknown>)) {
      if (typeof value === 'string') fields.set(key.toLowerCase(), value);
    }
  }
  const get = (key: string) => fields.get(key) ?? '';
  return {
    txnid: get('merchanttxnid') || get('txnid'),
    refno: get('refno'),
    status: get('status'),
    message: get('message'),
    digest: get('digest'),
  };
}

export function registerPayoutRailRoutes(app: FastifyInstance, deps: Deps): void {
  app.post(PAYOUT_POSTBACK_PATH, async (request, reply) => {
    const postback = postbackOf(request.body);
    if (!postback.txnid || !postback.status || !postback.digest) {
      return text(reply, 400, 'result=FAIL_BAD_REQUEST');
    }
    // A refund (issue 28) is a payout of its own kind, told apart by its txnid.
    const answer = isRefundTxn(postback.txnid)
      ? await handleRefundPostback(deps, postback)
      : await handlePayoutPostback(deps, postback);
    if (answer.ok) return text(reply, 200, 'result=OK');
    if (answer.error) request.log.error({ err: answer.error }, 'payout postback not recorded');
    return text(reply, answer.httpStatus, `result=${answer.result}`);
  });
}

export type PayoutSweepRun = { settled: number; retried: number };

/** One sweep: the sandbox's due payouts settled and posted back, and unsent payouts and refunds sent again. */
export async function runPayoutSweep(
  app: FastifyInstance,
  deps: Deps,
  stopping: () => boolean = () => false,
): Promise<PayoutSweepRun> {
  const run: PayoutSweepRun = { settled: 0, retried: 0 };
  if (deps.payout.settleDue) {
    for (const postback of await deps.payout.settleDue(deps.clock())) {
      await sendPayoutPostback(app, deps.config.publicOrigin, postback);
      run.settled++;
    }
  }
  // Each step is a batch; during a shutdown (the job queue stopping) the run ends after the one in progress, and
  // the next run, on any instance, takes up the rest.
  if (stopping()) return run;
  run.retried = await retryUnsentPayouts(deps);
  if (stopping()) return run;
  const refunds = await sweepRefunds(deps);
  if (refunds > 0) app.log.info({ refunds }, 'refunds sent again or settled by the status call');
  if (stopping()) return run;
  const reconciled = await reconcilePendingPayouts(deps);
  if (reconciled > 0)
    app.log.info({ reconciled }, 'payouts settled by the status call, their postback missing');
  return run;
}

/**
 * The sandbox's postback, through our own HTTP route addressed to the public origin (the Host is checked), as
 * Dragonpay's would arrive. A real rail retries until `result=OK`; the sandbox tries a few times.
 */
async function sendPayoutPostback(app: FastifyInstance, origin: string, p: PayoutPostback): Promise<void> {
  const payload = new URLSearchParams({
    merchanttxnid: p.txnid,
    refno: p.refno,
    status: p.status,
    message: p.message,
    digest: p.digest,
  }).toString();
  for (let attempt = 0; attempt < 3; attempt++) {
    const res = await app.inject({
      method: 'POST',
      url: `${origin}${PAYOUT_POSTBACK_PATH}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload,
    });
    if (res.body === 'result=OK') return;
  }
  app.log.warn({ txnid: p.txnid }, 'sandbox payout postback not accepted');
}
