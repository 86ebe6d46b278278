// Files what a borrower is to hear (issue 29), once: the unique key (borrower, event, what it is about) makes a
// retried, restarted or twice-scheduled caller file nothing twice. The wording is staff's template for the event
// and language, else the default; marketing is skipped for a borrower who opted out, while every notice the law
// requires goes. Delivery (delivery.ts) sends what is due, and holds it during the quiet hours.
import { randomBytes } from 'node:crypto';
import type { Lang } from '@pautang/contract/lang';
import { MARKETING_EVENTS, type NotificationEvent } from '@pautang/contract/notifications';
import type { Insertable } from 'kysely';
import type { Db } from '../../../platform/db/client';
import type { NotificationsTable } from '../../../platform/db/schema';
import type { Deps } from '../../../platform/deps';
import { defaultWording, fillPlaceholders, type Wording } from './notification-texts';
import {
  findTemplate,
  insertNotificationOnce,
  insertNotificationsOnce,
  langsOf,
  marketingOptedOut,
  upsertMarketingOptOut,
} from './notifications.repository';
import { updateUserLang } from '../../identity/index';
import { inLang } from '../../../platform/i18n/localize';

export type NotifyInput = {
  userId: string;
  event: NotificationEvent;
  /**
   * What the message is about, unique per borrower and event: 'PT0000000180:2026-12-01' (an order and its due date),
   * a payment's reference, a complaint reply's id.
   */
  key: string;
  /** The placeholders' values, formatted for reading (₱1,500.00; 2026-12-01). */
  vars: Record<string, string>;
  /**
   * The placeholders whose values are the server's own wording in English (a credit decision's reason): written in
   * the borrower's language when the message is, through the catalogues (inLang); a text no catalogue has (a reason
   * an officer typed) stays as it came.
   */
  wordingVars?: readonly string[];
  /** An H5 path with its query, without the session (the app adds it): '/loanDetail?orderId=…&productId=…'. */
  link?: string;
  /** Not before (a reminder planned ahead); now by default. */
  sendAfter?: Date;
};

/**
 * Files one notification. Answers whether it was filed now (false: the same event for the same subject was filed
 * before). `db` lets a caller file it in its own transaction, so the message exists exactly when its event does.
 */
export async function notify(deps: Deps, input: NotifyInput, db: Db = deps.db): Promise<boolean> {
  return fileNotification(db, deps.clock(), input);
}

/** notify for a caller that holds a transaction and its time but not the app's deps (the ledger's posting). */
export async function fileNotification(db: Db, now: Date, input: NotifyInput): Promise<boolean> {
  const legal = !MARKETING_EVENTS.includes(input.event);
  // In the language the borrower reads (users.lang): staff's wording for it, else the default in it.
  const lang = (await langsOf(db, [input.userId])).get(input.userId) ?? 'en';
  const [template, optedOut] = await Promise.all([
    findTemplate(db, input.event, lang),
    legal ? Promise.resolve(false) : marketingOptedOut(db, input.userId),
  ]);
  return insertNotificationOnce(
    db,
    notificationRow(input, lang, template ?? defaultWording(input.event, lang), optedOut, now),
  );
}

/**
 * Files many notifications at once (a reminder run's page), as notify would file each: staff's wording read once per
 * event, one insert for the lot, and every one already filed skipped. Answers how many were filed now. Marketing
 * events still look up each borrower's opt-out.
 */
export async function notifyMany(
  deps: Deps,
  inputs: readonly NotifyInput[],
  db: Db = deps.db,
): Promise<number> {
  if (inputs.length === 0) return 0;
  const langs = await langsOf(
    db,
    inputs.map((input) => input.userId),
  );
  const langOf = (input: NotifyInput): Lang => langs.get(input.userId) ?? 'en';
  const keyOf = (input: NotifyInput) => `${input.event}/${langOf(input)}`;
  // Staff's wording read once per event and language of the lot.
  const firsts = [...new Map(inputs.map((input) => [keyOf(input), input] as const)).values()];
  const wordings = new Map(
    await Promise.all(
      firsts.map(async (input) => {
        const lang = langOf(input);
        const wording = (await findTemplate(db, input.event, lang)) ?? defaultWording(input.event, lang);
        return [keyOf(input), wording] as const;
      }),
    ),
  );
  const now = deps.clock();
  const rows = await Promise.all(
    inputs.map(async (input) => {
      const lang = langOf(input);
      const optedOut = MARKETING_EVENTS.includes(input.event)
        ? await marketingOptedOut(db, input.userId)
        : false;
      const wording = wordings.get(keyOf(input)) ?? defaultWording(input.event, lang);
      return notificationRow(input, lang, wording, optedOut, now);
    }),
  );
  return insertNotificationsOnce(db, rows);
}

function notificationRow(
  input: NotifyInput,
  lang: Lang,
  wording: Wording,
  optedOut: boolean,
  now: Date,
): Insertable<NotificationsTable> {
  const vars = { ...input.vars };
  for (const name of input.wordingVars ?? []) {
    const value = vars[name];
    if (value) vars[name] = inLang(value, lang);
  }
  return {
    id: `NT${randomBytes(9).toString('hex').toUpperCase()}`,
    user_id: input.userId,
    event: input.event,
    event_key: input.key,
    lang,
    title: fillPlaceholders(wording.title, vars),
    body: fillPlaceholders(wording.body, vars),
    link: input.link ?? '',
    legal: !MARKETING_EVENTS.includes(input.event),
    status: optedOut ? 'skipped' : 'scheduled',
    send_after: (input.sendAfter ?? now).toISOString(),
    created_at: now.toISOString(),
  };
}

/** The borrower's language, chosen on the host's Mine tab or sent at sign-in: what their messages are written in. */
export async function setLanguage(deps: Deps, userId: string, lang: Lang): Promise<Lang> {
  await updateUserLang(deps.db, userId, lang);
  return lang;
}

/** The borrower's marketing opt-out (or back in); the notices the law requires (`legal`) are filed whatever it says. */
export async function setMarketingOptOut(deps: Deps, userId: string, optOut: boolean): Promise<boolean> {
  await upsertMarketingOptOut(deps.db, userId, optOut, deps.clock().toISOString());
  return optOut;
}
