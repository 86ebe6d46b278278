// Writing and checking a CIC submission file from the declared layout (cic-layout.ts): every record is checked field
// by field before a line is written, and a file with any error is not written at all. Each error names the record,
// the borrower it is about and the field, so compliance can have it fixed at the source.
import { decimalPesos } from '@pautang/contract/format/money';
import { CIC_LAYOUT, CIC_LAYOUT_VERSION, type CicField, type CicRecordCode } from './cic-layout';

/** A field's value as the caller has it: text, an ISO date 'YYYY-MM-DD', centavos or a count; empty when absent. */
export type CicValue = string | number | null | undefined;
export type CicValues = Readonly<Record<string, CicValue>>;

export type CicError = {
  /** The line of the file the record would have been (the header is line 1). */
  line: number;
  record: CicRecordCode;
  /** The borrower the record is about (their subject number), or null for the header and footer. */
  subject: string | null;
  field: string;
  message: string;
};

export type CicSubmission = {
  providerCode: string;
  /** The last day of the month reported, ISO. */
  referenceDate: string;
  submissionType: 'R' | 'C';
  remarks?: string;
  /** One per borrower: their record's values, providerCode and referenceDate left to the file. */
  subjects: readonly CicValues[];
  contracts: readonly CicValues[];
};

export const CIC_MESSAGES = {
  required: 'is required',
  tooLong: (length: number) => `is longer than ${length} characters`,
  delimiter: 'may not hold a | or a line break',
  badDate: 'is not a calendar date (YYYY-MM-DD)',
  badAmount: 'is not a whole number of centavos, zero or more',
  badCount: 'is not a whole number, zero or more',
  badCode: (codes: readonly string[]) => `is not one of ${codes.join(', ')}`,
  unknownField: 'is not a field of this record',
  noSubject: 'names a borrower the file has no subject record of',
} as const;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The field's value as the file writes it, or the reason it cannot be. */
function written(field: CicField, value: CicValue): { text: string } | { error: string } {
  if (value === null || value === undefined || value === '') {
    return field.required ? { error: CIC_MESSAGES.required } : { text: '' };
  }
  let out: string;
  switch (field.type) {
    case 'text': {
      const s = String(value).trim();
      if (s === '') return field.required ? { error: CIC_MESSAGES.required } : { text: '' };
      if (/[|\r\n]/.test(s)) return { error: CIC_MESSAGES.delimiter };
      out = s;
      break;
    }
    case 'date': {
      const match = typeof value === 'string' ? ISO_DATE.exec(value) : null;
      const [, y, m, d] = match ?? [];
      const ms = match ? Date.UTC(Number(y), Number(m) - 1, Number(d)) : NaN;
      if (!match || new Date(ms).toISOString().slice(0, 10) !== value) return { error: CIC_MESSAGES.badDate };
      out = `${d}${m}${y}`;
      break;
    }
    case 'amount':
      if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0) {
        return { error: CIC_MESSAGES.badAmount };
      }
      out = decimalPesos(value);
      break;
    case 'count':
      if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0) {
        return { error: CIC_MESSAGES.badCount };
      }
      out = String(value);
      break;
    case 'code': {
      const codes = Object.keys(field.codes ?? {});
      if (!codes.includes(String(value))) return { error: CIC_MESSAGES.badCode(codes) };
      out = String(value);
      break;
    }
  }
  return out.length > field.length ? { error: CIC_MESSAGES.tooLong(field.length) } : { text: out };
}

/** One record's line, or its errors (each field named). */
function line(
  record: CicRecordCode,
  values: CicValues,
  at: { line: number; subject: string | null },
): { text: string; errors: CicError[] } {
  const { fields } = CIC_LAYOUT[record];
  const errors: CicError[] = [];
  const error = (field: string, message: string) => errors.push({ ...at, record, field, message });
  const known = new Set(fields.map((f) => f.name));
  for (const name of Object.keys(values)) if (!known.has(name)) error(name, CIC_MESSAGES.unknownField);
  const cells = fields.map((field: CicField) => {
    const out = written(field, values[field.name]);
    if ('error' in out) {
      error(field.name, out.error);
      return '';
    }
    return out.text;
  });
  return { text: [record, ...cells].join('|'), errors };
}

/**
 * The submission's file: a header, a subject record per borrower, a contract record per loan, and a footer counting
 * them. Nothing is written while any record has an error: the errors are answered instead, per record and field.
 */
export function writeCicFile(
  s: CicSubmission,
): { ok: true; text: string } | { ok: false; errors: CicError[] } {
  const common = { providerCode: s.providerCode, referenceDate: s.referenceDate };
  const subjectOf = (values: CicValues) =>
    values.providerSubjectNo === undefined || values.providerSubjectNo === null
      ? null
      : String(values.providerSubjectNo);
  const lines: { text: string; errors: CicError[] }[] = [];
  lines.push(
    line(
      'HD',
      { ...common, layoutVersion: CIC_LAYOUT_VERSION, submissionType: s.submissionType, remarks: s.remarks },
      { line: 1, subject: null },
    ),
  );
  for (const subject of s.subjects) {
    lines.push(
      line('ID', { ...common, ...subject }, { line: lines.length + 1, subject: subjectOf(subject) }),
    );
  }
  const subjects = new Set(s.subjects.map(subjectOf));
  for (const contract of s.contracts) {
    const at = { line: lines.length + 1, subject: subjectOf(contract) };
    const written = line('CI', { ...common, ...contract }, at);
    if (at.subject !== null && !subjects.has(at.subject)) {
      written.errors.push({
        ...at,
        record: 'CI',
        field: 'providerSubjectNo',
        message: CIC_MESSAGES.noSubject,
      });
    }
    lines.push(written);
  }
  lines.push(
    line(
      'FT',
      { ...common, subjectRecords: s.subjects.length, contractRecords: s.contracts.length },
      { line: lines.length + 1, subject: null },
    ),
  );
  const errors = lines.flatMap((l) => l.errors);
  if (errors.length > 0) return { ok: false, errors };
  return { ok: true, text: `${lines.map((l) => l.text).join('\r\n')}\r\n` };
}
