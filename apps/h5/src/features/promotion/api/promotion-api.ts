// The promotion calls (spec 2 §7), for visitors. The picture code is fetched like every call (with the XHR
// marker) and shown as a blob URL.
import type { GetSmsRequest, PromotionRegisterRequest } from '@pautang/contract/promotion';
import { api, buildRequest, type ApiOptions } from '../../../lib/request';
import { useScreenCall } from '../../../lib/use-api';
import { templateCall } from './screen-data';

const quiet: ApiOptions = { toastOnError: false };

export const useChannelTemplate = (templateId: string) => useScreenCall(templateCall(templateId));

export const getSid = () => api('getSid', {}).then((d) => d.sid);

/** A new picture for the sid, as an object URL; rejects with the server's message when refused. */
export async function fetchCaptcha(sid: string): Promise<string> {
  const { url, init } = buildRequest('getCaptcha', { sid, a: Date.now() });
  const response = await fetch(url, init);
  if (!response.headers.get('content-type')?.startsWith('image/')) {
    const envelope = (await response.json().catch(() => ({}))) as { message?: string };
    throw new Error(envelope.message ?? '');
  }
  return URL.createObjectURL(await response.blob());
}

export const sendSms = (payload: GetSmsRequest) => api('getSms', payload, { ...quiet, loading: true });
export const registerVisitor = (payload: PromotionRegisterRequest) =>
  api('promotionRegister', payload, { ...quiet, loading: true });

type Track = { page_id: string; user_from: string; app_from: string; utm_tag: string };
// Fire and forget: tracking never stands in the visitor's way.
export const trackVisit = (t: Track) =>
  void api(
    'trackVisit',
    { ...t, client_type: 'h5', page_type: '1' },
    { silent: true, onNetworkError: () => undefined },
  ).catch(() => undefined);
export const trackClick = (t: Track & { phone: string }) =>
  void api(
    'trackClick',
    { ...t, client_type: 'h5', page_type: '1' },
    { silent: true, onNetworkError: () => undefined },
  ).catch(() => undefined);
