// The request building blocks every call shares. Free text refuses control characters (a NUL made PostgreSQL
// fail with a 500), identifiers are short and plain, and instants are real times in a sane range (year 0000
// passed the ISO format and broke the timestamp column).
import { z } from 'zod';

// C0 and C1 controls and DEL: never part of what a borrower types or a page sends. Matching them is the point.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/;
const NO_CONTROL = { message: 'must not contain control characters' };

// Half of a UTF-16 pair: nothing a person types, and PostgreSQL's JSON refuses it (saving a template failed).
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** For schemas that word their own refusals (the console's forms): no control characters, no broken ones. */
export const isStorableText = (v: string) => !CONTROL_CHARACTERS.test(v) && !LONE_SURROGATE.test(v);

/** Free text of at most `max` characters, without control characters. */
export const text = (max: number) =>
  z
    .string()
    .max(max)
    .refine((v) => !CONTROL_CHARACTERS.test(v), NO_CONTROL);

// A textarea's text keeps its line breaks and tabs; every other control character is still refused.
// eslint-disable-next-line no-control-regex
const CONTROL_BUT_LINE_BREAKS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

/** Text typed in a textarea (a complaint, an agent's reply): like text(), but a line break or a tab is text. */
export const multilineText = (max: number) =>
  z
    .string()
    .max(max)
    .refine((v) => !CONTROL_BUT_LINE_BREAKS.test(v), NO_CONTROL);

/** The same for a value a form may send as a number (the form client stringifies everything). */
export const coercedText = (max: number) =>
  z.coerce
    .string()
    .max(max)
    .refine((v) => !CONTROL_CHARACTERS.test(v), NO_CONTROL);

export const id = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/, 'must be an identifier');

const EARLIEST = Date.parse('2000-01-01T00:00:00Z');
const LATEST = Date.parse('2100-01-01T00:00:00Z');

/** A UTC ISO instant between 2000 and 2100. */
export const instant = () =>
  z.iso.datetime().refine(
    (v) => {
      const ms = Date.parse(v);
      return ms >= EARLIEST && ms < LATEST;
    },
    { message: 'must be a date between 2000 and 2100' },
  );
