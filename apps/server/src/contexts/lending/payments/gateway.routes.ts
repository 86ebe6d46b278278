// The gateway's side of the money path, outside /attempt (a gateway sends no XMLHttpRequest marker):
// - POST /gateway/dragonpay/postback: the server-to-server postback, signed (RSA-SHA256 `signatures`, or the
//   legacy SHA-1 `digest`). It answers `result=OK` only once the payment is recorded; any other answer makes the
//   gateway send it again.
// - The payer's browser comes back straight to the order page (the code's return URL), which only reads: the
//   postback decides, never the return.
// - The sandbox's page (only with the sandbox gateway): the payment's reference, amount and expiry, and buttons
//   to pay, fail, or let it expire, each followed by the sandbox's signed postback.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { formatDate } from '@pautang/contract/format/date';
import { formatPeso } from '@pautang/contract/format/money';
import { H5_PATHS } from '@pautang/contract/h5-paths';
import { id } from '@pautang/contract/primitives';
import type { Deps } from '../../../platform/deps';
import { postbackDigest, type Postback } from '../../../platform/payment-gateway/gateway';
import { SANDBOX_PAGE } from '../../../platform/payment-gateway/sandbox';
import {
  findSandboxTransaction,
  updatePendingSandboxStatus,
} from '../../../platform/payment-gateway/sandbox.repository';
import { ownOrigin } from '../../../platform/http/request-guard';
import { handlePostback } from './payments.service';

export const POSTBACK_PATH = '/gateway/dragonpay/postback';

const text = (reply: FastifyReply, status: number, body: string) =>
  reply.status(status).header('content-type', 'text/plain; charset=utf-8').send(body);

const field = (body: Record<string, unknown>, key: string) =>
  typeof body[key] === 'string' ? (body[key] as string) : '';

export function registerGatewayRoutes(app: FastifyInstance, deps: Deps): void {
  app.post(POSTBACK_PATH, async (request, reply) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    const postback: Postback = {
      txnid: field(body, 'txnid'),
      refno: field(body, 'refno'),
      status: field(body, 'status'),
      message: field(body, 'message'),
      digest: field(body, 'digest'),
      // Dragonpay's RSA-SHA256 signature, and the fields it covers besides the four above.
      signatures: field(body, 'signatures'),
      merchantid: field(body, 'merchantid'),
      param1: field(body, 'param1'),
      param2: field(body, 'param2'),
      amount: field(body, 'amount'),
    };
    if (!postback.txnid || !postback.status || !(postback.digest || postback.signatures)) {
      deps.metrics.postbacksRefused.inc({ result: 'FAIL_BAD_REQUEST' });
      return text(reply, 400, 'result=FAIL_BAD_REQUEST');
    }
    try {
      // What the signature check needs from the gateway (Dragonpay's public keys), fetched before it runs.
      await deps.gateway.preparePostback?.(postback);
    } catch (error) {
      request.log.error({ err: error }, 'postback keys unavailable');
      deps.metrics.postbacksRefused.inc({ result: 'FAIL_KEYS_UNAVAILABLE' });
      return text(reply, 503, 'result=FAIL_KEYS_UNAVAILABLE');
    }
    const answer = await handlePostback(deps, postback);
    if (answer.ok) return text(reply, 200, 'result=OK');
    if (answer.error) request.log.error({ err: answer.error }, 'postback not recorded');
    deps.metrics.postbacksRefused.inc({ result: answer.result });
    return text(reply, answer.httpStatus, `result=${answer.result}`);
  });

  if (deps.config.gateway.kind === 'sandbox') registerSandbox(app, deps, deps.config.gateway.secret);
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function registerSandbox(app: FastifyInstance, deps: Deps, secret: string): void {
  // A txnid that cannot be one of ours (a NUL failed in PostgreSQL) finds nothing, like an unknown one.
  const find = async (txnId: string) =>
    id.safeParse(txnId).success ? findSandboxTransaction(deps.db, txnId) : undefined;

  app.get<{ Querystring: { txnid?: string } }>(SANDBOX_PAGE, async (request, reply) => {
    const row = await find(String(request.query.txnid ?? ''));
    const expired = row ? new Date(row.expires_at) <= deps.clock() : false;
    const body = row
      ? `<h1>Dragonpay sandbox</h1>
<p>This is the local payment sandbox. No real money moves.</p>
<dl>
<dt>Reference number</dt><dd data-testid="sandbox-ref">${escapeHtml(row.ref_no)}</dd>
<dt>Merchant reference</dt><dd data-testid="sandbox-txnid">${escapeHtml(row.txn_id)}</dd>
<dt>Amount</dt><dd data-testid="sandbox-amount">${escapeHtml(formatPeso(row.amount))}</dd>
<dt>Channel</dt><dd>${escapeHtml(row.proc_id)}</dd>
<dt>Expires</dt><dd>${escapeHtml(formatDate(row.expires_at))} (Manila)</dd>
<dt>Status</dt><dd data-testid="sandbox-status">${row.status === 'P' && expired ? 'Expired' : escapeHtml(STATUS_TEXT[row.status] ?? row.status)}</dd>
</dl>
${
  row.status === 'P' && !expired
    ? `<form method="post" action="${SANDBOX_PAGE}">
<input type="hidden" name="txnid" value="${escapeHtml(row.txn_id)}">
<button name="action" value="pay">Pay ${escapeHtml(formatPeso(row.amount))}</button>
<button name="action" value="fail">Fail the payment</button>
<button name="action" value="expire">Let it expire</button>
</form>`
    : `<p><a href="${escapeHtml(row.return_url)}">Back to the app</a></p>`
}`
      : '<h1>Dragonpay sandbox</h1><p>No such payment.</p>';
    return reply
      .status(row ? 200 : 404)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Dragonpay sandbox</title><style>body{font:16px/1.5 system-ui,sans-serif;margin:24px;max-width:480px}dt{color:#555}dd{margin:0 0 8px;font-weight:600}button{display:block;width:100%;margin:8px 0;padding:12px;font:inherit}</style></head><body>${body}</body></html>`,
      );
  });

  const sandboxOrigins = new Set([deps.config.publicOrigin.toLowerCase()]);
  app.post(SANDBOX_PAGE, async (request, reply) => {
    // Only the sandbox's own page may press its buttons (its form posts with Origin null under no-referrer).
    if (!ownOrigin(request, sandboxOrigins)) {
      return text(reply, 403, 'Refused: not from the sandbox page.');
    }
    const body = (request.body ?? {}) as Record<string, unknown>;
    const row = await find(field(body, 'txnid'));
    if (!row) return text(reply, 404, 'No such payment.');
    const action = field(body, 'action');
    if (row.status === 'P') {
      const expired = new Date(row.expires_at) <= deps.clock();
      const status =
        expired || action === 'expire' ? 'V' : action === 'pay' ? 'S' : action === 'fail' ? 'F' : '';
      if (!status) return text(reply, 400, 'Unknown action.');
      await updatePendingSandboxStatus(deps.db, row.txn_id, status, deps.clock().toISOString());
      await sendPostback(app, deps.config.publicOrigin, secret, {
        txnid: row.txn_id,
        refno: row.ref_no,
        status,
        message: MESSAGES[status] ?? status,
      });
    }
    return reply.redirect(row.return_url || H5_PATHS.loanDetail, 303);
  });
}

const STATUS_TEXT: Record<string, string> = { P: 'Pending', S: 'Paid', F: 'Failed', V: 'Expired' };
const MESSAGES: Record<string, string> = {
  S: 'Payment received',
  F: 'Payment failed',
  V: 'Payment expired',
};

/**
 * The sandbox's postback, through our own HTTP route (the same parsing, digest check and confirmation a
 * Dragonpay postback gets). A real gateway retries until `result=OK`; the sandbox tries a few times.
 */
async function sendPostback(
  app: FastifyInstance,
  origin: string,
  secret: string,
  p: Pick<Postback, 'txnid' | 'refno' | 'status' | 'message'>,
): Promise<void> {
  const payload = new URLSearchParams({ ...p, digest: postbackDigest(p, secret) }).toString();
  for (let attempt = 0; attempt < 3; attempt++) {
    const res = await app.inject({
      method: 'POST',
      // Addressed to our public origin, as the gateway's own postback would be (the Host is checked).
      url: `${origin}${POSTBACK_PATH}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload,
    });
    if (res.body === 'result=OK') return;
  }
}
