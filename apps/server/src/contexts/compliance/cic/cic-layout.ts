// The Credit Information Corporation's submission file (RA 9510, issue 43), declared once: each record type, and in
// each its fields in order, with their type, length, whether they are required and the codes they may take. The file
// is written and checked from this table alone (cic-file.ts), so adopting the layout the CIC hands a submitting
// entity is a change here. The version below is written into every file's header and recorded in docs/DECISIONS.md.
//
// The shape follows the Standard Submission Format as submitting entities describe it: a pipe-separated text file,
// one record a line, each line opening with its record type: a header (HD), the individual subjects (ID), their
// instalment contracts (CI), and a footer (FT) counting what the file holds. Dates are DDMMYYYY; amounts are pesos
// with two decimals.

/** The layout this code writes: the header's version field, and docs/DECISIONS.md's. */
export const CIC_LAYOUT_VERSION = 'PTG-SSF-1.0';

export type CicFieldType = 'text' | 'date' | 'amount' | 'count' | 'code';

export type CicField = {
  name: string;
  type: CicFieldType;
  /** The most characters the value may take, as written. */
  length: number;
  required: boolean;
  /** A code field's allowed values, with what each means. */
  codes?: Readonly<Record<string, string>>;
};

export type CicRecordType = { title: string; fields: readonly CicField[] };

const text = (name: string, length: number, required = true): CicField => ({
  name,
  type: 'text',
  length,
  required,
});
const date = (name: string, required = true): CicField => ({ name, type: 'date', length: 8, required });
const amount = (name: string, required = true): CicField => ({ name, type: 'amount', length: 15, required });
const count = (name: string, length = 6, required = true): CicField => ({
  name,
  type: 'count',
  length,
  required,
});
const code = (name: string, codes: Readonly<Record<string, string>>, required = true): CicField => ({
  name,
  type: 'code',
  length: Math.max(...Object.keys(codes).map((c) => c.length)),
  required,
  codes,
});

/** The identification documents a subject may be reported with (the CIC's ID type codes, as we read them). */
export const CIC_ID_TYPES = {
  '1': 'PhilSys card (national ID)',
  '2': "Driver's licence",
  '3': 'Passport',
  '4': 'SSS card / UMID',
  '5': 'TIN',
  '6': "Voter's ID",
  '7': 'PRC ID',
  '8': 'Postal ID',
} as const;

/** A contract's state in the file: open, closed (paid), written off, or closed into a restructure. */
export const CIC_CONTRACT_STATUS = {
  AC: 'Active (open)',
  CL: 'Closed, paid in full',
  WO: 'Written off',
  RS: 'Restructured',
} as const;

export const CIC_LAYOUT = {
  HD: {
    title: 'Header',
    fields: [
      text('providerCode', 8),
      date('referenceDate'),
      text('layoutVersion', 12),
      code('submissionType', { R: 'Regular monthly submission', C: 'Correction (resubmission)' }),
      text('remarks', 100, false),
    ],
  },
  ID: {
    title: 'Individual subject',
    fields: [
      text('providerCode', 8),
      date('referenceDate'),
      text('providerSubjectNo', 38),
      text('firstName', 60),
      text('middleName', 60, false),
      text('lastName', 60),
      code('gender', { M: 'Male', F: 'Female', U: 'Not given' }),
      date('birthDate'),
      text('addressLine', 200),
      text('city', 60),
      text('province', 60),
      text('mobileNumber', 11),
      code('idType', CIC_ID_TYPES),
      text('idNumber', 30),
      // The PhilSys card number as a secondary ID, where the borrower gave one (RA 11055).
      text('philsysCardNumber', 16, false),
      text('employer', 100, false),
      amount('monthlyIncome', false),
    ],
  },
  CI: {
    title: 'Instalment contract',
    fields: [
      text('providerCode', 8),
      date('referenceDate'),
      text('providerSubjectNo', 38),
      code('role', { B: 'Borrower' }),
      text('providerContractNo', 38),
      code('contractType', { '20': 'Consumer loan (salary / personal)' }),
      code('status', CIC_CONTRACT_STATUS),
      code('currency', { PHP: 'Philippine peso' }),
      date('startDate'),
      date('plannedEndDate'),
      date('actualEndDate', false),
      amount('financedAmount'),
      count('instalmentsNumber', 3),
      code('periodicity', { D: 'Daily', W: 'Weekly', F: 'Every 15 days', M: 'Monthly', U: 'Single payment' }),
      amount('instalmentAmount'),
      date('nextPaymentDate', false),
      amount('outstandingBalance'),
      count('overduePaymentsNumber', 3),
      amount('overdueAmount'),
      count('overdueDays', 5),
    ],
  },
  FT: {
    title: 'Footer',
    fields: [
      text('providerCode', 8),
      date('referenceDate'),
      count('subjectRecords', 9),
      count('contractRecords', 9),
    ],
  },
} as const satisfies Record<string, CicRecordType>;

export type CicRecordCode = keyof typeof CIC_LAYOUT;
