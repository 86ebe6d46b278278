// @module-tag wire: hand-built calls in wire names over every owned id
// The security suite's ownership table (issue 12): every call that takes an id of something a borrower owns
// (orders, contracts, complaints, images, bank accounts, repayment records, payments, captcha sids) is driven
// here, as borrower Jose, with Maria's id and with an id that does not exist. The two answers must be the same
// in every byte (status, code, message, data): a foreign id tells a prober nothing a missing one would not.
// Each row also sends Jose's own id, which must NOT read as missing, so a call that refused everything would
// fail here instead of passing.
//
// Coverage: the table is checked against the contract. Every request field that names an id must be classified
// below as owned (then every call taking it needs a row here) or not owned (with the reason); a new call or a
// new id field that is in neither fails the suite until someone decides.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints, type EndpointKey } from '@pautang/contract/endpoints';
import { ErrorCode } from '@pautang/contract/errors';
import type { CertifyImage } from '@pautang/contract/origination';
import type { GenerateVcode, RepaymentCommit, RepaymentWay } from '@pautang/contract/repayment';
import { schemaKeys } from '@pautang/contract/schema-fields';
import { calls, type CallKey } from '@pautang/contract/calls';
import { accrue } from '@pautang/loan-engine';
import { DEMO_ORDER_SPECS, demoOrderRow } from '../contexts/demo/index';
import { loanStateOf } from '../contexts/lending/index';
import { getBusinessDate } from '../contexts/staff/index';
import { buildTestApp, type CallResult, type TestApp } from '../test-helper';

/** Request fields that name something one borrower (or one visitor) owns: a row below must probe each. */
const OWNED_FIELDS = new Set([
  'orderId',
  'orderNo',
  'problemId',
  'problemImage',
  // A message in the borrower's notification list (issue 29).
  'notificationId',
  'cardId',
  'repaymentRecordId',
  'referenceNo',
  'sid',
  'userId',
  // certifyImage's answer: the identity step names it as the value of its ID-photo and selfie items.
  'imageId',
]);

/** Fields that look like ids but name nothing a borrower owns, and why. */
const NOT_OWNED_FIELDS: Record<string, string> = {
  productId:
    'one catalogue for every borrower: an unknown or retired product reads as missing (products tests)',
  product_id: 'the same catalogue, as the bind-bank page names it',
  templateId: 'landing templates are public pages',
  page_id: 'a landing page id for visit statistics, public',
  moduleId: 'a screen area named in an event, not a record',
  positionId: 'a screen position named in an event, not a record',
  deviceId: "the caller's own device, bound to the session or sign-in it comes with",
  requestId: "an idempotency key the caller chose; it is looked up within the caller's own rows only",
  couponId: 'coupons are not issued: any coupon is refused (card-repayment tests)',
  channelNumber: 'a payment channel of the public channel list',
  id: "promotion-register's echo field, ignored by the server",
  invite_code: 'an inviter code for attribution, public by design',
  smsCode: 'a one-time code, checked against the caller’s own phone',
  verifyCode: "a one-time code, checked against the caller's own repayment record",
  capcode: "a picture code's answer, checked against the caller's own sid",
  cardNo: 'echoed from the account list for display; the server reads the account by cardId alone',
  bankCode: 'echoed from the account list; the server reads the account by cardId alone',
  appStoreId: "the app's store listing, set by staff in the app settings: public, nobody's record",
};
const ID_LIKE = /(id|Id|ID|_id|No|code|Code)$/;

// Maria owns everything probed; Jose probes it. Jose has an order of his own with money due (the same loan as
// Maria's), so a call that needs a live order and a repay token of his gets past those checks to the id probed.
const MARIA = '10001';
const JOSE = '10002';
const MARIA_ORDER = 'PT0000000180';
const PRODUCT = 'prod-plus-20k';
const JOSE_ORDER = 'PTSEC0000001';
const MISSING_ORDER = 'PT9999999990';

/** mine: the owner with her own id; theirs: Jose with Maria's id; missing: Jose with an id never issued. */
type Who = 'mine' | 'theirs' | 'missing';
/**
 * `ignored`: the id only picks what to show first among the caller's own things; a foreign or missing one is
 * ignored (the answer is the caller's own default), so neither is refused, and Maria's id must not show.
 */
type Row = { fields: string[]; probe: (who: Who) => Promise<CallResult>; ignored?: true };

let t: TestApp;
let jose: string;
let maria: string;
/** Things Maria owns that the seed does not hold, made through the calls themselves. */
const made = {
  image: '',
  payment: '',
  record: '',
  problem: '',
  idPhoto: '',
  selfie: '',
  idPhotoUrl: '',
  notification: '',
};

beforeAll(async () => {
  t = await buildTestApp();
  [jose, maria] = await Promise.all([t.signIn(JOSE), t.signIn(MARIA)]);
  const spec = DEMO_ORDER_SPECS['order-180'];
  if (!spec) throw new Error('no demo order-180');
  await t.db
    .insertInto('orders')
    .values(demoOrderRow({ ...spec, id: JOSE_ORDER, userId: JOSE }, await getBusinessDate(t.db, t.clock.now)))
    .execute();
  made.image = await uploadAs(maria);
  const idPhoto = await profileImageAs(maria, 'id');
  made.idPhoto = idPhoto.imageId;
  made.idPhotoUrl = idPhoto.url;
  made.selfie = (await profileImageAs(maria, 'selfie')).imageId;
  made.payment = (await payCode(maria)).referenceNo;
  made.record = await cardRecord();
  const filed = await send('problemSave', maria, {
    problemType: 2,
    problemDetail: 'The app shows the wrong due date',
    orderNo: MARIA_ORDER,
  });
  made.problem = (filed.body.data as { problemId: string }).problemId;
  // A message sent to Maria, as the notifications core writes it.
  made.notification = 'NTSEC0000001';
  await t.db
    .insertInto('notifications')
    .values({
      id: made.notification,
      user_id: MARIA,
      event: 'payment-received',
      event_key: 'security',
      title: 'Payment received',
      body: 'We received your payment.',
      legal: true,
      status: 'sent',
      send_after: t.clock.now.toISOString(),
      created_at: t.clock.now.toISOString(),
      sent_at: t.clock.now.toISOString(),
    })
    .execute();
});
afterAll(() => t.close());

/** Sends a call the way the H5 does: GET in the query, form calls as a form, the others as JSON. */
function send(key: EndpointKey, session: string | undefined, params: Record<string, string | number | null>) {
  const def = endpoints[key];
  const plain = Object.fromEntries(Object.entries(params).filter(([, v]) => v !== null)) as Record<
    string,
    string | number
  >;
  if (def.method === 'GET') return t.call(key, { sessionId: session, query: plain });
  if (def.client === 'form') return t.call(key, { sessionId: session, form: plain });
  return t.call(key, { sessionId: session, body: params });
}

async function uploadAs(session: string): Promise<string> {
  const body = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#3a7' } })
    .jpeg()
    .toBuffer();
  const res = await t.call('uploadProblemImg', {
    sessionId: session,
    file: { name: 'a.jpg', type: 'image/jpeg', body },
  });
  const url = (res.body.data as { url?: string } | null)?.url;
  if (!url) throw new Error(`upload failed: ${JSON.stringify(res.body)}`);
  return url;
}

async function profileImageAs(session: string, kind: 'id' | 'selfie'): Promise<CertifyImage> {
  const body = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#a73' } })
    .png()
    .toBuffer();
  const res = await t.call('certifyImage', {
    sessionId: session,
    file: { name: `${kind}.png`, type: 'image/png', body, fields: { kind } },
  });
  const image = res.body.data as CertifyImage | null;
  if (!image?.imageId) throw new Error(`profile image failed: ${JSON.stringify(res.body)}`);
  return image;
}

async function dueToday(orderId: string): Promise<number> {
  const row = await t.db.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirstOrThrow();
  return accrue(loanStateOf(row), await getBusinessDate(t.db, t.clock.now)).dueAmount;
}

async function payCode(session: string): Promise<GenerateVcode> {
  const res = await send('generateVcode', session, {
    orderId: MARIA_ORDER,
    productId: PRODUCT,
    amount: await dueToday(MARIA_ORDER),
    channelNumber: 'GCSH',
  });
  if (res.body.code !== 0) throw new Error(`pay code failed: ${JSON.stringify(res.body)}`);
  return res.body.data as GenerateVcode;
}

async function repayToken(session: string, orderId: string): Promise<string> {
  return ((await send('repaymentWay', session, { orderId })).body.data as RepaymentWay).repayToken;
}

/** A card repayment of Maria's waiting for its SMS code (an account not authorised for direct debit). */
async function cardRecord(): Promise<string> {
  const res = await send('repaymentCommit', maria, {
    orderId: MARIA_ORDER,
    amount: await dueToday(MARIA_ORDER),
    cardId: 'ba-10001-gcash',
    couponId: null,
    repayToken: await repayToken(maria, MARIA_ORDER),
    sendMsg: 0,
  });
  const record = (res.body.data as RepaymentCommit | null)?.repayRecordId;
  if (!record) throw new Error(`card commit failed: ${JSON.stringify(res.body)}`);
  return record;
}

const sessionOf = (who: Who) => (who === 'mine' ? maria : jose);
const pick = (who: Who, owned: string, missing: string) => (who === 'missing' ? missing : owned);
const orderOf = (who: Who) => pick(who, MARIA_ORDER, MISSING_ORDER);
/** An order call: Maria's order as Maria or as Jose, or an order never issued, with the page's product. */
const orderCall =
  (key: EndpointKey, extra: Record<string, string | number> = {}) =>
  (who: Who) =>
    send(key, sessionOf(who), { orderId: orderOf(who), productId: PRODUCT, ...extra });
const imageOf = (who: Who) =>
  pick(
    who,
    made.image,
    made.image.replace(/\/complaints\/[^./]+/, '/complaints/0f0f0f0f0f0f4f0f8f0f0f0f0f0f0f0f'),
  );

/** Each call that takes an owned id, keyed by call; `fields` names the owned fields its probe covers. */
const TABLE: Partial<Record<CallKey, Row>> = {
  loanDetails: { fields: ['orderId'], probe: orderCall('loanDetails') },
  googleScore: { fields: ['orderId'], probe: orderCall('googleScore', { score: 5 }) },
  cardPopClose: { fields: ['orderId'], probe: orderCall('cardPopClose') },
  // Maria's order has no plan offered: hers answers that; Jose's reads as a missing order.
  restructureDecide: {
    fields: ['orderId'],
    probe: orderCall('restructureDecide', { accept: 0, totalAmount: 100 }),
  },
  contract: { fields: ['orderId'], probe: orderCall('contract', { scene: 3 }) },
  contractJump: {
    fields: ['orderId'],
    probe: orderCall('contractJump', { scene: 3, position: 0, channel: 'h5' }),
  },
  agreement: { fields: ['orderId'], probe: orderCall('agreement', { kind: 'loan-agreement' }) },
  drowns: { fields: ['orderId'], probe: orderCall('drowns') },
  problemInit: {
    fields: ['orderId'],
    probe: (who) => send('problemInit', sessionOf(who), { orderId: orderOf(who) }),
    ignored: true,
  },
  delayInfo: { fields: ['orderId'], probe: orderCall('delayInfo') },
  loanPlayDetail: { fields: ['orderId'], probe: orderCall('loanPlayDetail') },
  // Issue 30: how a chosen amount would be applied; the smallest payment, so the amount never tells the orders apart.
  repayPreview: { fields: ['orderId'], probe: orderCall('repayPreview', { amount: 5_000 }) },
  paymentRecords: { fields: ['orderId'], probe: orderCall('paymentRecords') },
  // Issue 42: the statement of account as data (its PDF reads alike: lending/payments/statement.test.ts).
  orderStatement: { fields: ['orderId'], probe: orderCall('orderStatement') },
  applyRefundBalance: { fields: ['orderId'], probe: orderCall('applyRefundBalance') },
  repaymentWay: {
    fields: ['orderId'],
    probe: (who) => send('repaymentWay', sessionOf(who), { orderId: orderOf(who) }),
  },
  // The amount Maria owes, as a prober who read it elsewhere would send: it must not make the answer differ.
  generateVcode: {
    fields: ['orderId'],
    probe: async (who) =>
      orderCall('generateVcode', { amount: await dueToday(MARIA_ORDER), channelNumber: 'GCSH' })(who),
  },
  paymentStatus: {
    fields: ['referenceNo'],
    probe: (who) =>
      send('paymentStatus', sessionOf(who), { referenceNo: pick(who, made.payment, 'PTX999999999999') }),
  },
  repaymentCommit: {
    fields: ['orderId', 'cardId'],
    probe: async (who) => {
      // Jose, with his own order and his own repay token, points the debit at Maria's account.
      const order = who === 'mine' ? MARIA_ORDER : JOSE_ORDER;
      return send('repaymentCommit', sessionOf(who), {
        orderId: order,
        amount: await dueToday(order),
        cardId: pick(who, 'ba-10001-bpi', 'ba-10009-none'),
        couponId: null,
        repayToken: await repayToken(sessionOf(who), order),
        sendMsg: 0,
      });
    },
  },
  repaymentConfirm: {
    fields: ['orderId', 'repaymentRecordId'],
    // A wrong code: the owner hears "wrong code", anyone else the same as for a record never made.
    probe: (who) =>
      send('repaymentConfirm', sessionOf(who), {
        orderId: orderOf(who),
        verifyCode: '000000',
        repaymentRecordId: pick(who, made.record, 'PCR999999999999'),
      }),
  },
  repaymentHuichao: {
    fields: ['userId', 'orderId'],
    probe: async (who) =>
      send('repaymentHuichao', sessionOf(who), {
        userId: pick(who, MARIA, '10999'),
        orderId: orderOf(who),
        amount: await dueToday(MARIA_ORDER),
      }),
  },
  problemSave: {
    fields: ['orderNo', 'problemImage'],
    probe: (who) =>
      send('problemSave', sessionOf(who), {
        problemType: 2,
        problemDetail: `About my order (${who})`,
        orderNo: orderOf(who),
        problemImage: imageOf(who),
      }),
  },
  // Jose's identity step naming Maria's ID photo and selfie reads exactly like naming images never uploaded.
  certifyIdentity: {
    fields: ['imageId'],
    probe: (who) =>
      send('certifyIdentity', sessionOf(who), {
        values: {
          idType: 'sss',
          idNumber: '34-1234567-8',
          idPhoto: pick(who, made.idPhoto, '0f0f0f0f-0f0f-4f0f-8f0f-0f0f0f0f0f0f'),
          selfie: pick(who, made.selfie, '0f0f0f0f-0f0f-4f0f-8f0f-0f0f0f0f0f0e'),
        },
      } as unknown as Record<string, string>),
  },
  problemDetail: {
    fields: ['problemId'],
    probe: (who) =>
      send('problemDetail', sessionOf(who), { problemId: pick(who, made.problem, 'CP999999999999') }),
  },
  saveScore: {
    fields: ['problemId'],
    probe: (who) =>
      send('saveScore', sessionOf(who), { problemId: pick(who, made.problem, 'CP999999999999'), score: 4 }),
  },
  notificationRead: {
    fields: ['notificationId'],
    probe: (who) =>
      send('notificationRead', sessionOf(who), {
        notificationId: pick(who, made.notification, 'NTSEC9999999'),
      }),
  },
  getSms: {
    fields: ['sid'],
    // A sid belongs to the network that asked for it; from another it reads like one never issued.
    probe: async (who) =>
      visitorCall(who, 'getSms', {
        phone: '09170000011',
        capcode: 'ABCD',
        sid: await sidOf(who),
        deviceId: 'probe-device',
        appName: 'Pautang',
      }),
  },
  getCaptcha: {
    fields: ['sid'],
    // A picture for another network's sid is refused exactly as one for a sid never issued.
    probe: async (who) => {
      const query = new URLSearchParams({ [t.wire.keyToWire('sid')]: await sidOf(who) });
      const res = await t.app.inject({
        method: 'GET',
        url: `/attempt${t.wire.pathToWire(endpoints.getCaptcha.path)}?${query.toString()}`,
        headers: { 'x-requested-with': 'XMLHttpRequest' },
        remoteAddress: netOf(who),
      });
      return asBody(res);
    },
  },
  promotionRegister: {
    fields: ['sid'],
    probe: async (who) =>
      visitorCall(who, 'promotionRegister', {
        phone: '09170000012',
        capcode: 'ABCD',
        sid: await sidOf(who),
        smsCode: '000000',
        deviceId: 'probe-device',
        appName: 'Pautang',
        merchantNumber: '1',
        userName: '',
      }),
  },
};

/** Maria's and Jose's networks: visitors have no session, only the address they call from. */
const MARIA_NET = '198.51.100.9';
const JOSE_NET = '203.0.113.7';
const netOf = (who: Who) => (who === 'mine' ? MARIA_NET : JOSE_NET);

async function sidFrom(ip: string): Promise<string> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/attempt${t.wire.pathToWire(endpoints.getSid.path)}`,
    headers: { 'x-requested-with': 'XMLHttpRequest' },
    remoteAddress: ip,
  });
  return (t.wire.fromWire((res.json() as { data: unknown }).data) as { sid: string }).sid;
}

/** A sid Maria's network was given (probed from hers or from Jose's), or one never issued. */
const sidOf = async (who: Who) => (who === 'missing' ? 'no-such-sid-00000000000' : sidFrom(MARIA_NET));

async function visitorCall(who: Who, key: EndpointKey, params: Record<string, string>): Promise<CallResult> {
  const res = await t.app.inject({
    method: 'POST',
    url: `/attempt${t.wire.pathToWire(endpoints[key].path)}`,
    headers: { 'x-requested-with': 'XMLHttpRequest', 'content-type': 'application/json' },
    payload: t.wire.toWire(params) as Record<string, unknown>,
    remoteAddress: netOf(who),
  });
  return { status: res.statusCode, headers: res.headers, body: res.json() };
}

/** A non-envelope answer (a file, a picture) as a comparable body: its type and size. */
async function asBody(res: Awaited<ReturnType<TestApp['app']['inject']>>): Promise<CallResult> {
  const type = String(res.headers['content-type'] ?? '');
  return {
    status: res.statusCode,
    headers: res.headers,
    body: type.startsWith('application/json')
      ? res.json()
      : { code: 0, message: `${type}, ${res.rawPayload.length} bytes`, data: null },
  };
}

/** Routes outside the call table that take an owned id. */
const EXTRA: Record<string, Row> = {
  'GET /files/complaints/<image>': {
    fields: ['image'],
    probe: async (who) =>
      asBody(
        await t.app.inject({
          method: 'GET',
          url: `/files/complaints/${imageOf(who).split('/files/complaints/')[1]}?${await t.sessionQuery(sessionOf(who), 'logical')}`,
        }),
      ),
  },
  'GET /files/profiles/<image>': {
    fields: ['imageId'],
    probe: async (who) => {
      const name = made.idPhotoUrl.split('/files/profiles/')[1] ?? '';
      const missing = name.replace(/^id-[^.]+/, 'id-0f0f0f0f-0f0f-4f0f-8f0f-0f0f0f0f0f0f');
      return asBody(
        await t.app.inject({
          method: 'GET',
          url: `/files/profiles/${pick(who, name, missing)}?${await t.sessionQuery(sessionOf(who), 'logical')}`,
        }),
      );
    },
  },
  'GET get-captcha?sid': {
    fields: ['sid'],
    probe: async (who) =>
      asBody(
        await t.app.inject({
          method: 'GET',
          url: `/attempt${t.wire.pathToWire(endpoints.getCaptcha.path)}?${t.wire.keyToWire('sid')}=${await sidOf(who)}`,
          headers: { 'x-requested-with': 'XMLHttpRequest' },
          remoteAddress: netOf(who),
        }),
      ),
  },
};

describe('every call that takes an owned id answers a foreign id exactly like a missing one', () => {
  const rows = { ...TABLE, ...EXTRA } as Record<string, Row>;
  it.each(Object.keys(rows))('%s', async (name) => {
    const row = rows[name] as Row;
    const theirs = await row.probe('theirs');
    const missing = await row.probe('missing');
    if (row.ignored) expect(JSON.stringify(theirs.body)).not.toContain(MARIA_ORDER);
    else expect(Number(missing.body.code), `${name}: a missing id must be refused`).not.toBe(0);
    expect({ status: theirs.status, body: theirs.body }).toEqual({
      status: missing.status,
      body: missing.body,
    });
    const mine = await row.probe('mine');
    // The owner's own id gets past the ownership check: whatever it answers, not the missing answer.
    expect(mine.body, `${name}: the owner's own id must not read as missing`).not.toEqual(missing.body);
    if (row.ignored) expect(JSON.stringify(mine.body)).toContain(MARIA_ORDER);
  });
});

describe('the table covers the contract', () => {
  it('every id-like request field is classified as owned or not owned', () => {
    const unclassified: string[] = [];
    for (const [call, { request, auth }] of Object.entries(calls)) {
      // Staff reach every borrower's records by their role (the role table, contexts/staff/agents/staff-calls.test.ts),
      // not by owning them: ownership is the borrower's calls' question.
      if (auth === 'staff') continue;
      for (const field of schemaKeys(request)) {
        if (ID_LIKE.test(field) && !OWNED_FIELDS.has(field) && !(field in NOT_OWNED_FIELDS))
          unclassified.push(`${call}.${field}`);
      }
    }
    expect(unclassified, 'classify these fields in OWNED_FIELDS or NOT_OWNED_FIELDS').toEqual([]);
  });

  it('every call taking an owned field has a row here probing that field', () => {
    const missing: string[] = [];
    for (const [call, { request }] of Object.entries(calls)) {
      const owned = [...schemaKeys(request)].filter((f) => OWNED_FIELDS.has(f));
      const row = TABLE[call as CallKey];
      for (const field of owned) if (!row?.fields.includes(field)) missing.push(`${call}.${field}`);
    }
    expect(missing, 'add a row to TABLE for these calls and fields').toEqual([]);
  });

  it('a missing id is refused as not found, with the contract’s code', async () => {
    const answer = await orderCall('loanDetails')('missing');
    expect(answer.body.code).toBe(ErrorCode.NotFound);
  });
});
