// The back office's calls (apps/server/src/modules/agents and modules/support). The session is the HttpOnly
// cookie the sign-in sets; fetch sends it to our own origin by itself.
import type {
  AgentInfo,
  ComplaintView,
  Inbox,
  InboxQuery,
  ReplyRequest,
} from '@pautang/contract/back-office';
import { CONSOLE_PREFIX } from '@pautang/contract/endpoints';
import type { Envelope } from '@pautang/contract/envelope';
import { getJson, postForm, postJson } from '../../../lib/request';

const path = (p: string) => `${CONSOLE_PREFIX}${p}`;
const data = <T>(envelope: Envelope<T>) => envelope.data as T;

export const signIn = (username: string, password: string) =>
  postJson<Envelope<{ agent: AgentInfo }>>(path('sign-in'), { username, password }).then(
    (e) => data(e).agent,
  );

export const signOut = () => postJson<Envelope<null>>(path('sign-out'), {});

export const whoAmI = (signal?: AbortSignal) =>
  getJson<Envelope<{ agent: AgentInfo }>>(path('me'), signal).then((e) => data(e).agent);

export function getInbox(query: InboxQuery, signal?: AbortSignal): Promise<Inbox> {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== '') q.set(k, String(v));
  const qs = q.toString();
  return getJson<Envelope<Inbox>>(path(`complaints${qs ? `?${qs}` : ''}`), signal).then(data);
}

export const getComplaint = (id: string, signal?: AbortSignal) =>
  getJson<Envelope<ComplaintView>>(path(`complaints/${encodeURIComponent(id)}`), signal).then(data);

export const startComplaint = (id: string) =>
  postJson<Envelope<ComplaintView>>(path(`complaints/${encodeURIComponent(id)}/start`), {}).then(data);

export const closeComplaint = (id: string) =>
  postJson<Envelope<ComplaintView>>(path(`complaints/${encodeURIComponent(id)}/close`), {}).then(data);

export const replyToComplaint = (id: string, reply: ReplyRequest) =>
  postJson<Envelope<ComplaintView>>(path(`complaints/${encodeURIComponent(id)}/reply`), reply).then(data);

export function uploadImage(file: File): Promise<{ url: string }> {
  const form = new FormData();
  form.append('problemImage', file);
  return postForm<Envelope<{ url: string }>>(path('uploads'), form).then(data);
}
