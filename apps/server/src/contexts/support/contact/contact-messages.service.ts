// Website messages as agents work them (issue 30): listed open or handled, marked handled, or answered. An answer
// goes by SMS through the SMS adapter to the phone the visitor left; no e-mail sender is configured, so none goes
// by e-mail (the console says so). Every act is in the audit log: a visitor's name, phone and words are personal.
import type { ContactMessageEntry, ContactMessageStatus } from '@pautang/contract/back-office';
import { normalizePhone } from '@pautang/contract/format/phone';
import type { Deps } from '../../../platform/deps';
import { invalid, notFound } from '../../../platform/errors';
import type { Agent } from '../../staff/index';
import { recordAudit } from '../../staff/index';
import {
  claimForAnswer,
  findContactMessage,
  listContactMessages,
  markOpenMessageHandled,
  updateContactMessage,
  type ContactMessageRow,
} from './contact-messages.repository';

export const CONTACT_MESSAGES = {
  notFound: 'There is no such website message.',
  answered: 'This message has been answered already.',
  noMobile:
    'This visitor left no mobile number we can text, and e-mail is not configured here: answer them by phone or from your own mail, then mark the message handled.',
} as const;

const LIST_LIMIT = 200;
const iso = (at: string | null) => (at === null ? null : new Date(at).toISOString());

function entryOf(row: ContactMessageRow): ContactMessageEntry {
  return {
    id: row.id,
    name: row.name,
    telephone: row.telephone,
    email: row.email,
    message: row.message,
    createdAt: new Date(row.created_at).toISOString(),
    status: row.handled_at === null ? 'open' : 'handled',
    handledBy: row.handled_by,
    handledAt: iso(row.handled_at),
    answer:
      row.answer !== null && row.answered_at !== null
        ? {
            text: row.answer,
            by: row.answered_by ?? '',
            at: new Date(row.answered_at).toISOString(),
            channel: 'sms',
            to: row.answer_to ?? '',
          }
        : null,
  };
}

/** The id of the address: a serial, so anything else (a complaint's id, a NUL) is simply not found. */
function messageId(raw: string): number {
  const id = /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(id) || id > 2_147_483_647) throw notFound(CONTACT_MESSAGES.notFound);
  return id;
}

async function existing(deps: Deps, id: number): Promise<ContactMessageRow> {
  const row = await findContactMessage(deps.db, id);
  if (!row) throw notFound(CONTACT_MESSAGES.notFound);
  return row;
}

const audit = (
  deps: Deps,
  agent: Agent,
  action: string,
  id: number,
  change: { after?: unknown; note?: string },
) =>
  recordAudit(
    deps.db,
    agent,
    { action, subjectKind: 'contact-message', subjectId: String(id), ...change },
    deps.clock(),
  );

export async function contactMessageList(
  deps: Deps,
  agent: Agent,
  status: ContactMessageStatus | undefined,
): Promise<ContactMessageEntry[]> {
  const rows = await listContactMessages(
    deps.db,
    status === undefined ? undefined : status === 'handled',
    LIST_LIMIT,
  );
  // Visitors' names, phones and words: reading them is in the audit log (issue 28).
  await recordAudit(
    deps.db,
    agent,
    {
      action: 'contact-messages.viewed',
      subjectKind: 'contact-messages',
      subjectId: status ?? 'recent',
      note: `${rows.length} messages`,
    },
    deps.clock(),
  );
  return rows.map(entryOf);
}

/** Handled once: marking a handled message again changes nothing and records nothing. */
export async function markHandled(deps: Deps, agent: Agent, rawId: string): Promise<ContactMessageEntry> {
  const id = messageId(rawId);
  const row = await markOpenMessageHandled(deps.db, id, agent.displayName, deps.clock().toISOString());
  if (!row) return entryOf(await existing(deps, id));
  await audit(deps, agent, 'contact-message.handled', id, { after: { status: 'handled' } });
  return entryOf(row);
}

export async function answerMessage(
  deps: Deps,
  agent: Agent,
  rawId: string,
  text: string,
): Promise<ContactMessageEntry> {
  const id = messageId(rawId);
  const before = await existing(deps, id);
  if (before.answer !== null) throw invalid(CONTACT_MESSAGES.answered);
  const phone = normalizePhone(before.telephone, deps.config.phoneRule);
  if (!phone) throw invalid(CONTACT_MESSAGES.noMobile);
  const answer = { text: text.trim(), by: agent.displayName, at: deps.clock().toISOString(), to: phone };
  const claimed = await claimForAnswer(deps.db, id, answer);
  if (!claimed) throw invalid(CONTACT_MESSAGES.answered);
  let ref: string;
  try {
    ({ ref } = await deps.sms.send(phone, `${deps.config.company.appName}: ${answer.text}`));
  } catch (err) {
    // Not sent: the message is as it was, so the agent may try again.
    await updateContactMessage(deps.db, id, {
      answer: null,
      answered_at: null,
      answered_by: null,
      answer_to: null,
      handled_at: before.handled_at,
      handled_by: before.handled_by,
    });
    throw err;
  }
  await updateContactMessage(deps.db, id, { answer_ref: ref });
  await audit(deps, agent, 'contact-message.answered', id, {
    after: { status: 'handled', channel: 'sms', to: phone, text: answer.text },
    note: `SMS ${ref}`,
  });
  return entryOf(claimed);
}
