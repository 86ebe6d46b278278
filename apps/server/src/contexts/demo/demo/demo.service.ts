import type { SessionParams } from '@pautang/contract/session';
import { DEFAULT_MERCHANT_NUMBER } from '@pautang/contract/session';
import type { Deps } from '../../../platform/deps';
import { notFound } from '../../../platform/errors';
import { resetDemoBankAccounts } from '../seed/demo-bank-accounts';
import { resetDemoComplaints } from '../seed/demo-complaints';
import { approveOffer } from '../seed/demo-offers';
import { findProductById } from '../../lending/index';
import { clearPushedOrders, resetDemoOrder } from '../seed/demo-seed';
import { seedDemoRefundOwed } from '../seed/demo-finance';
import { getBusinessDate } from '../../staff/index';
import { revokeSession } from '../../identity/index';
import { findUser } from '../../identity/index';
import { hashToken } from '../../../platform/token-hash';
import { createSession } from '../../identity/index';
import { generateVcode } from '../../lending/index';
import { instalmentInfo } from '../../lending/index';
import { findScenario, SCENARIOS, type Scenario } from './scenarios';

/** The scenario list; `url` is where to POST (with the XHR marker) to open one. */
/** The screen a scenario opens, with its own query parameters (the session's are added when it is opened). */
export function scenarioScreen(s: Scenario): string {
  const query = new URLSearchParams({
    ...(s.orderId ? { orderId: s.orderId } : {}),
    ...(s.productId ? { productId: s.productId } : {}),
    ...s.query,
  }).toString();
  return `${s.path}${query ? `?${query}` : ''}${s.hash ? `#${s.hash}` : ''}`;
}

export function listScenarios(origin: string) {
  return SCENARIOS.map((s) => ({
    name: s.name,
    title: s.title,
    screen: scenarioScreen(s),
    url: `${origin}/attempt/dev/scenarios/${s.name}`,
    userId: s.userId,
    ...(s.orderId ? { orderId: s.orderId } : {}),
  }));
}

/** Signs a demo borrower in as the host app would, and returns the page query the host would hand the H5. */
export async function demoSessionParams(deps: Deps, userId: string): Promise<SessionParams> {
  const user = await findUser(deps.db, userId);
  if (!user) throw notFound('No such demo borrower.');
  const deviceId = `demo-device-${user.id}`;
  const sessionId = await createSession(
    deps.db,
    {
      userId: user.id,
      deviceId,
      appName: deps.config.company.appName,
      ttlMinutes: deps.config.sessionTtlMinutes,
    },
    deps.clock(),
  );
  return {
    deviceId,
    appVersion: '3.2.0',
    userId: user.id,
    appName: deps.config.company.appName,
    sessionId,
    clientType: 'android',
    merchantNumber: DEFAULT_MERCHANT_NUMBER,
    mobilePhone: user.mobile_phone,
  };
}

export async function openScenario(deps: Deps, name: string): Promise<string> {
  const scenario: Scenario | undefined = findScenario(name);
  if (!scenario) throw notFound(`No demo scenario named ${name}.`);
  const extra: Record<string, string> = {};
  if (
    scenario.prepare === 'order' ||
    scenario.prepare === 'pay-code' ||
    scenario.prepare === 'card' ||
    scenario.prepare === 'refund-owed'
  ) {
    const businessDate = await getBusinessDate(deps.db, deps.clock());
    await resetDemoOrder(deps.db, scenario.orderSpec ?? scenario.name, businessDate);
    if (scenario.prepare === 'refund-owed' && scenario.orderId) {
      await seedDemoRefundOwed(deps.db, scenario.userId, scenario.orderId, deps.clock(), businessDate);
    }
    if (scenario.prepare === 'pay-code' && scenario.orderId && scenario.productId) {
      await openDemoPayCode(deps, scenario.userId, scenario.orderId, scenario.productId);
    }
    if (scenario.prepare === 'card' && scenario.orderId && scenario.productId) {
      const at = deps.clock().toISOString();
      await resetDemoBankAccounts(deps.db, scenario.userId, scenario.authorizedAccount ?? null, at);
      // The host opens card repayment with the amount due today, as the repay page would hand it over.
      const info = await instalmentInfo(deps, scenario.userId, scenario.orderId, scenario.productId);
      extra.withholdingAmount = String(info.repayAmount);
    }
  } else if (scenario.prepare === 'complaints') {
    await resetDemoComplaints(deps.db, await getBusinessDate(deps.db, deps.clock()), deps.clock());
  } else if (scenario.prepare === 'offer' && scenario.productId) {
    await clearPushedOrders(deps.db, scenario.userId, await getBusinessDate(deps.db, deps.clock()));
    await prepareDemoOffer(deps, scenario.userId, scenario.productId);
  }
  if (scenario.visitor) return scenarioScreen(scenario);
  const params = await demoSessionParams(deps, scenario.userId);
  if (scenario.prepare === 'signed-out' && params.sessionId) {
    // The session the host holds has ended (signed out elsewhere, expired): the H5 must send the borrower back.
    await revokeSession(deps.db, hashToken(params.sessionId), deps.clock().toISOString());
  }
  const query = new URLSearchParams({
    ...params,
    ...(scenario.orderId ? { orderId: scenario.orderId } : {}),
    ...(scenario.productId ? { productId: scenario.productId } : {}),
    ...scenario.query,
    ...extra,
  } as Record<string, string>);
  return `${scenario.path}?${query.toString()}`;
}

/**
 * A confirmation scenario's borrower, ready to sign: named by a profile, with a bound account, and approved for the
 * product's default offer (decided by 'demo': the demo borrower's limit would not reach every product).
 */
async function prepareDemoOffer(deps: Deps, userId: string, productId: string): Promise<void> {
  const product = await findProductById(deps.db, productId);
  if (!product) return;
  const at = deps.clock().toISOString();
  await resetDemoBankAccounts(deps.db, userId, null, at);
  await approveOffer(deps.db, {
    userId,
    productId,
    amount: product.definition.principalAmount,
    termDays: product.definition.termDays,
    businessDate: await getBusinessDate(deps.db, deps.clock()),
    at,
    decidedBy: 'demo',
    reason: 'Approved for the demo scenario.',
  });
}

/** An over-the-counter code for what the order owes today, as the borrower would make it on the repay page. */
async function openDemoPayCode(
  deps: Deps,
  userId: string,
  orderId: string,
  productId: string,
): Promise<void> {
  const info = await instalmentInfo(deps, userId, orderId, productId);
  const channel = info.repayList.find((c) => c.channel_number === 'CEBL') ?? info.repayList[0];
  if (info.repayAmount === 0 || !channel) return;
  await generateVcode(deps, userId, {
    orderId,
    productId,
    amount: info.repayAmount,
    channelNumber: channel.channel_number,
  });
}
