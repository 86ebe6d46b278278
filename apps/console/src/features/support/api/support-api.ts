// The back office's calls (apps/server/src/contexts/staff/agents and contexts/support/support), through the contract's staff calls.
// The session is the HttpOnly cookie the sign-in sets; fetch sends it to our own origin by itself.
import {
  AGENT_SESSION_PATHS,
  type AgentInfo,
  type InboxQuery,
  type ReplyRequest,
} from '@pautang/contract/back-office';
import type { Envelope } from '@pautang/contract/envelope';
import { consoleCall, postJson } from '../../../lib/request';

export const signIn = (username: string, password: string) =>
  postJson<Envelope<{ agent: AgentInfo }>>(AGENT_SESSION_PATHS.signIn, { username, password }).then(
    (e) => (e.data as { agent: AgentInfo }).agent,
  );

export const signOut = () => postJson<Envelope<null>>(AGENT_SESSION_PATHS.signOut, {});

export const whoAmI = (signal?: AbortSignal) => consoleCall('consoleMe', {}, { signal }).then((d) => d.agent);

export const getInbox = (query: InboxQuery, signal?: AbortSignal) =>
  consoleCall('consoleInbox', query, { signal });

export const getComplaint = (id: string, signal?: AbortSignal) =>
  consoleCall('consoleComplaint', { id }, { signal });

export const startComplaint = (id: string) => consoleCall('consoleStartComplaint', { id });

export const closeComplaint = (id: string) => consoleCall('consoleCloseComplaint', { id });

export const replyToComplaint = (id: string, reply: ReplyRequest) =>
  consoleCall('consoleReplyComplaint', { ...reply, id });

export const uploadImage = (file: File) => consoleCall('consoleUpload', {}, { file });

export const getSmsOutbox = (signal?: AbortSignal) => consoleCall('consoleSmsOutbox', {}, { signal });
