// The item engine of server-driven forms (spec 1 §3): the bind-bank form and the profile steps are lists of items
// (text, enum, day, city-select, and the profile's image), and a save is each item's code → value. Every such
// save is checked here, the same way for both: which items apply, required ones answered, an enum or city-select
// value among its options, a numeric item digits only, nothing past maxLength, a day a real date, an image an
// image id. A form's own rules (a bank's account-number length, an ID number's format) come on top, per item.
import type { BankFormItem } from '@pautang/contract/bind-card';
import { BANK_ITEM_CODES } from '@pautang/contract/bind-card-codes';
import { refusedFields } from './errors';

/** What the engine reads of an item: a bank item, or a profile item (which states whether it is required). */
export type FormItem = Pick<
  BankFormItem,
  'code' | 'numeric' | 'maxLength' | 'cardTypeMi' | 'channelNumber'
> & {
  category: BankFormItem['category'] | 'image';
  note: readonly { type: string }[];
  /** 0: may be left empty. Absent: required, as every bank item is. */
  required?: 0 | 1;
};

/** Why the engine refused a value; a form words each as it asks the item. */
export type ItemFault = 'required' | 'option' | 'digits' | 'length' | 'day' | 'image';

export type ItemRules<I extends FormItem> = {
  /** The message for a fault the engine found in an item. */
  message: (item: I, fault: ItemFault, values: Readonly<Record<string, string>>) => string;
  /**
   * The form's own rule for an item that passed the engine's (run for an empty optional item too, so a rule may
   * require it when another answer does): the message when refused.
   */
  check?: (item: I, value: string, values: Readonly<Record<string, string>>) => string | undefined;
};

export type CheckedItems = {
  /** Each applicable item's value as checked (trimmed; a numeric one without spaces or dashes). */
  answers: Record<string, string>;
  /** Each refused item's code → its message, in the items' order. */
  fields: Record<string, string>;
};

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
/** certifyImage's ids (uploads.id). */
const IMAGE_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A real calendar day written 'YYYY-MM-DD' (no 2026-02-30). */
export function isDay(value: string): boolean {
  const m = DAY.exec(value);
  if (!m) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/**
 * Whether an item is asked, given the answers (spec 1 §4): an item of one card type only when that type is
 * chosen, and an item of one e-wallet channel only when that channel is chosen. Profile items belong to no card
 * type and no channel, so every one of them applies.
 */
export function applies(item: FormItem, values: Readonly<Record<string, string>>): boolean {
  const cardType = (values[BANK_ITEM_CODES.cardType] ?? '').trim();
  if (item.cardTypeMi !== 0 && String(item.cardTypeMi) !== cardType) return false;
  if (item.channelNumber !== '' && (values[BANK_ITEM_CODES.channel] ?? '').trim() !== item.channelNumber)
    return false;
  return true;
}

/** An item's value as the engine reads it: trimmed, runs of spaces one space; a number without separators. */
function cleaned(item: FormItem, raw: string | undefined): string {
  const value = (raw ?? '').trim().replace(/\s+/g, ' ');
  return item.numeric === 1 ? value.replace(/[\s-]/g, '') : value;
}

function faultOf(item: FormItem, value: string): ItemFault | undefined {
  if (value === '') return item.required === 0 ? undefined : 'required';
  // A word in a number is not digits, whatever its length.
  if (item.numeric === 1 && !/^\d+$/.test(value)) return 'digits';
  if (value.length > item.maxLength) return 'length';
  if (
    (item.category === 'enum' || item.category === 'city-select') &&
    !item.note.some((o) => o.type === value)
  )
    return 'option';
  if (item.category === 'day' && !isDay(value)) return 'day';
  if (item.category === 'image' && !IMAGE_ID.test(value)) return 'image';
  return undefined;
}

/** Checks every applicable item of a save; values for codes the list does not have are left out. */
export function checkItems<I extends FormItem>(
  items: readonly I[],
  values: Readonly<Record<string, string>>,
  rules: ItemRules<I>,
): CheckedItems {
  const answers: Record<string, string> = {};
  const fields: Record<string, string> = {};
  for (const item of items) {
    if (!applies(item, values) || item.code in fields) continue;
    const value = cleaned(item, values[item.code]);
    const fault = faultOf(item, value);
    const message = fault ? rules.message(item, fault, values) : rules.check?.(item, value, values);
    if (message !== undefined) fields[item.code] = message;
    else answers[item.code] = value;
  }
  return { answers, fields };
}

/**
 * The checked answers of a save, or the refusal: ErrorCode.Validation with the first refused item's message and
 * data.fields naming each refused item (platform/errors.ts refusedFields).
 */
export function checkedAnswers<I extends FormItem>(
  items: readonly I[],
  values: Readonly<Record<string, string>>,
  rules: ItemRules<I>,
): Record<string, string> {
  const { answers, fields } = checkItems(items, values, rules);
  if (Object.keys(fields).length > 0) throw refusedFields(fields);
  return answers;
}
