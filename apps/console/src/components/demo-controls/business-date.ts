import { DEV_PATHS } from '@pautang/contract/endpoints';
import type { Envelope } from '@pautang/contract/envelope';
import { getJson, postJson } from '../../lib/request';

type BusinessDate = { businessDate: string };

/** The demo business date (apps/server/src/contexts/demo/demo/demo.routes.ts). */
export async function getBusinessDate(signal?: AbortSignal): Promise<string> {
  const envelope = await getJson<Envelope<BusinessDate>>(DEV_PATHS.businessDate, signal);
  return envelope.data?.businessDate ?? '';
}

export type BusinessDateMove = { days: number } | { businessDate: string } | { reset: true };

export async function moveBusinessDate(move: BusinessDateMove): Promise<string> {
  const envelope = await postJson<Envelope<BusinessDate>>(DEV_PATHS.businessDate, move);
  return envelope.data?.businessDate ?? '';
}

type BusinessTime = { date: string; time: string; demoTime: boolean };

/**
 * The demo route of the business time (apps/server contexts/demo/demo). Kept here rather than in DEV_PATHS: the contract's
 * endpoints module is in the H5's shared chunk, whose budget has no bytes to spare for a console-only path.
 */
const BUSINESS_TIME_PATH = '/dev/business-time';

/** The demo's Manila time of day (issue 28): collections' quiet hours read it. '' when not known. */
export async function getBusinessTime(signal?: AbortSignal): Promise<string> {
  const envelope = await getJson<Envelope<BusinessTime>>(BUSINESS_TIME_PATH, signal);
  return envelope.data?.time ?? '';
}

export async function setBusinessTime(change: { time: string } | { reset: true }): Promise<string> {
  const envelope = await postJson<Envelope<BusinessTime>>(BUSINESS_TIME_PATH, change);
  return envelope.data?.time ?? '';
}
