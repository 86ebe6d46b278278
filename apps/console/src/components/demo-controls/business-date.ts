import { DEV_PATHS } from '@pautang/contract/endpoints';
import type { Envelope } from '@pautang/contract/envelope';
import { getJson, postJson } from '../../lib/request';

type BusinessDate = { businessDate: string };

/** The demo business date (apps/server/src/modules/demo/demo.routes.ts). */
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

/** The demo's Manila time of day (issue 28): collections' quiet hours read it. '' when not known. */
export async function getBusinessTime(signal?: AbortSignal): Promise<string> {
  const envelope = await getJson<Envelope<BusinessTime>>(DEV_PATHS.businessTime, signal);
  return envelope.data?.time ?? '';
}

export async function setBusinessTime(change: { time: string } | { reset: true }): Promise<string> {
  const envelope = await postJson<Envelope<BusinessTime>>(DEV_PATHS.businessTime, change);
  return envelope.data?.time ?? '';
}
