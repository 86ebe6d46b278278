// The message templates staff edit (issue 29): per event and language, staff's wording or the default. A save is
// checked before it is kept: no empty title or body, nothing longer than a tray line or two SMS segments, and only
// the placeholders the event fills (an unknown one is named, with the ones allowed), so no borrower ever reads a
// raw "{amont}". Every save and reset is audited with the wording before and after.
import {
  MARKETING_EVENTS,
  NOTIFICATION_BODY_MAX,
  NOTIFICATION_EVENTS,
  NOTIFICATION_LANGS,
  NOTIFICATION_PLACEHOLDERS,
  NOTIFICATION_TITLE_MAX,
  type NotificationEvent,
  type NotificationTemplateEntry,
} from '@pautang/contract/notifications';
import type { Deps } from '../../../platform/deps';
import { invalid } from '../../../platform/errors';
import type { Agent } from '../../staff/index';
import { recordAudit } from '../../staff/index';
import { defaultWording, fillPlaceholders, type Wording } from './notification-texts';
import { deleteTemplate, findTemplateRow, listTemplates, upsertTemplate } from './notifications.repository';

type Lang = (typeof NOTIFICATION_LANGS)[number];
type Key = { event: NotificationEvent; lang: Lang };

/** What a preview fills the placeholders with: plausible values in the formats the real messages use. */
export const SAMPLE_VALUES: Record<string, string> = {
  name: 'Maria',
  product: 'Pautang Quick',
  amount: '₱1,500.00',
  balance: '₱3,250.00',
  dueDate: '2026-12-01',
  orderNo: 'PT0000000174',
  account: 'GCash **** 4501',
  reason: 'The account does not exist or cannot receive funds.',
  link: '/loanDetail?orderId=PT0000000174',
};

export const TEMPLATE_MESSAGES = {
  empty: (field: string) => `The ${field} is empty: please write the message.`,
  tooLong: (field: string, max: number) => `The ${field} is too long: at most ${max} characters.`,
  unknownPlaceholder: (field: string, name: string, allowed: readonly string[]) =>
    `The ${field} uses {${name}}, which this message cannot fill. It may use: ${allowed.map((p) => `{${p}}`).join(', ')}.`,
} as const;

/** Checks a wording for an event; answers it trimmed, or refuses with the first fault in a sentence. */
export function checkWording(event: NotificationEvent, wording: Wording): Wording {
  const allowed = NOTIFICATION_PLACEHOLDERS[event];
  const checked = { title: wording.title.trim(), body: wording.body.trim() };
  for (const [field, max] of [
    ['title', NOTIFICATION_TITLE_MAX],
    ['body', NOTIFICATION_BODY_MAX],
  ] as const) {
    const text = checked[field];
    if (text === '') throw invalid(TEMPLATE_MESSAGES.empty(field));
    if (text.length > max) throw invalid(TEMPLATE_MESSAGES.tooLong(field, max));
    // Anything in braces is meant as a placeholder: "{ name }" or "{amont}" is named, not sent as typed.
    for (const match of text.matchAll(/\{([^{}]*)\}/g)) {
      const name = match[1] ?? '';
      if (!allowed.includes(name)) throw invalid(TEMPLATE_MESSAGES.unknownPlaceholder(field, name, allowed));
    }
  }
  return checked;
}

function entryOf(
  key: Key,
  saved: { title: string; body: string; updated_by: string; updated_at: string } | undefined,
): NotificationTemplateEntry {
  const wording = saved ?? defaultWording(key.event, key.lang);
  return {
    event: key.event,
    lang: key.lang,
    title: wording.title,
    body: wording.body,
    placeholders: [...NOTIFICATION_PLACEHOLDERS[key.event]],
    source: saved ? 'saved' : 'default',
    legal: !MARKETING_EVENTS.includes(key.event),
    updatedBy: saved?.updated_by ?? '',
    updatedAt: saved ? new Date(saved.updated_at).toISOString() : null,
  };
}

export async function templateEntries(deps: Deps): Promise<NotificationTemplateEntry[]> {
  const rows = await listTemplates(deps.db);
  const saved = new Map(rows.map((r) => [`${r.event}/${r.lang}`, r]));
  return NOTIFICATION_LANGS.flatMap((lang) =>
    NOTIFICATION_EVENTS.map((event) => entryOf({ event, lang }, saved.get(`${event}/${lang}`))),
  );
}

export async function saveTemplate(
  deps: Deps,
  agent: Agent,
  key: Key,
  wording: Wording,
): Promise<NotificationTemplateEntry> {
  const checked = checkWording(key.event, wording);
  const now = deps.clock();
  return deps.db.transaction().execute(async (trx) => {
    const before = await findTemplateRow(trx, key.event, key.lang);
    await upsertTemplate(trx, {
      ...key,
      ...checked,
      updated_by: agent.displayName,
      updated_at: now.toISOString(),
    });
    await recordAudit(
      trx,
      agent,
      {
        action: 'notification-template.changed',
        subjectKind: 'notification-template',
        subjectId: `${key.event}/${key.lang}`,
        before: before ? { title: before.title, body: before.body } : defaultWording(key.event, key.lang),
        after: checked,
        note: before ? '' : 'first change from the default',
      },
      now,
    );
    return entryOf(key, { ...checked, updated_by: agent.displayName, updated_at: now.toISOString() });
  });
}

export async function resetTemplate(deps: Deps, agent: Agent, key: Key): Promise<NotificationTemplateEntry> {
  const now = deps.clock();
  return deps.db.transaction().execute(async (trx) => {
    const before = await findTemplateRow(trx, key.event, key.lang);
    if (before) {
      await deleteTemplate(trx, key.event, key.lang);
      await recordAudit(
        trx,
        agent,
        {
          action: 'notification-template.reset',
          subjectKind: 'notification-template',
          subjectId: `${key.event}/${key.lang}`,
          before: { title: before.title, body: before.body },
          after: defaultWording(key.event, key.lang),
        },
        now,
      );
    }
    return entryOf(key, undefined);
  });
}

/** The wording as a borrower would read it, with sample values; refused as a save would be. */
export function previewTemplate(key: Key, wording: Wording): Wording {
  const checked = checkWording(key.event, wording);
  return {
    title: fillPlaceholders(checked.title, SAMPLE_VALUES),
    body: fillPlaceholders(checked.body, SAMPLE_VALUES),
  };
}
