// @module-tag once: pure, no database
// The CIC file (issue 43): written from the declared layout, every record checked field by field, and refused whole
// with each broken field named.
import { describe, expect, it } from 'vitest';
import { CIC_LAYOUT, CIC_LAYOUT_VERSION, CIC_MESSAGES, writeCicFile, type CicSubmission } from '../index';

const ana = {
  providerSubjectNo: '10001',
  firstName: 'Ana',
  middleName: 'Reyes',
  lastName: 'Cruz',
  gender: 'F',
  birthDate: '1994-03-07',
  addressLine: '12 Mabini St., Brgy. San Roque',
  city: 'Marikina',
  province: 'Metro Manila',
  mobileNumber: '09171234567',
  idType: '2',
  idNumber: 'N01-12-345678',
  philsysCardNumber: '1234567890123456',
  monthlyIncome: 25_000_00,
};
const ben = {
  ...ana,
  providerSubjectNo: '10002',
  firstName: 'Ben',
  middleName: null,
  philsysCardNumber: undefined,
};
const contract = {
  providerSubjectNo: '10001',
  role: 'B',
  providerContractNo: 'PT2026110001',
  contractType: '20',
  status: 'AC',
  currency: 'PHP',
  startDate: '2026-11-02',
  plannedEndDate: '2026-12-02',
  financedAmount: 5_000_00,
  instalmentsNumber: 1,
  periodicity: 'U',
  instalmentAmount: 5_600_00,
  nextPaymentDate: '2026-12-02',
  outstandingBalance: 5_600_00,
  overduePaymentsNumber: 0,
  overdueAmount: 0,
  overdueDays: 0,
};
const submission = (over: Partial<CicSubmission> = {}): CicSubmission => ({
  providerCode: 'PTG00001',
  referenceDate: '2026-11-30',
  submissionType: 'R',
  subjects: [ana, ben],
  contracts: [
    contract,
    {
      ...contract,
      providerContractNo: 'PT2026080007',
      status: 'CL',
      actualEndDate: '2026-09-01',
      nextPaymentDate: null,
      outstandingBalance: 0,
    },
    {
      ...contract,
      providerSubjectNo: '10002',
      providerContractNo: 'PT2026030002',
      status: 'WO',
      overduePaymentsNumber: 1,
      overdueAmount: 5_600_00,
      overdueDays: 214,
    },
  ],
  ...over,
});

describe('the CIC file', () => {
  it('is a header, a subject per borrower, a contract per loan and a footer counting them, as the layout orders them', () => {
    const file = writeCicFile(submission());
    if (!file.ok) throw new Error(JSON.stringify(file.errors));
    const lines = file.text.split('\r\n');
    expect(lines).toHaveLength(7 + 1);
    expect(lines.at(-1)).toBe('');
    expect(lines[0]).toBe(`HD|PTG00001|30112026|${CIC_LAYOUT_VERSION}|R|`);
    expect(lines[1]).toBe(
      'ID|PTG00001|30112026|10001|Ana|Reyes|Cruz|F|07031994|12 Mabini St., Brgy. San Roque|Marikina|Metro Manila|09171234567|2|N01-12-345678|1234567890123456||25000.00',
    );
    // No middle name and no PhilSys number: empty fields, in their places.
    expect(lines[2]!.split('|')[5]).toBe('');
    expect(lines[2]!.split('|')[15]).toBe('');
    expect(lines[3]).toBe(
      'CI|PTG00001|30112026|10001|B|PT2026110001|20|AC|PHP|02112026|02122026||5000.00|1|U|5600.00|02122026|5600.00|0|0.00|0',
    );
    expect(lines[4]!.split('|').slice(7, 11)).toEqual(['CL', 'PHP', '02112026', '02122026']);
    expect(lines[4]!.split('|')[11]).toBe('01092026');
    expect(lines[5]!.split('|').slice(-4)).toEqual(['5600.00', '1', '5600.00', '214']);
    expect(lines[6]).toBe('FT|PTG00001|30112026|2|3');
    // Every line has its record's fields, in order.
    for (const l of lines.slice(0, -1)) {
      const [type, ...cells] = l.split('|');
      expect(cells).toHaveLength(CIC_LAYOUT[type as keyof typeof CIC_LAYOUT].fields.length);
    }
  });

  it('is refused whole when a record is broken, each broken field named with its borrower and line', () => {
    const file = writeCicFile(
      submission({
        subjects: [
          { ...ana, birthDate: '1994-02-30', lastName: ' ', nickname: 'Annie' },
          { ...ben, firstName: 'Ben|Jr' },
        ],
        contracts: [
          { ...contract, status: 'XX', financedAmount: 5_000.5 },
          {
            ...contract,
            providerSubjectNo: '10009',
            providerContractNo: 'PT2026110009',
            instalmentsNumber: 1000,
          },
        ],
      }),
    );
    expect(file.ok).toBe(false);
    if (file.ok) return;
    expect(file.errors).toEqual([
      { line: 2, record: 'ID', subject: '10001', field: 'nickname', message: CIC_MESSAGES.unknownField },
      { line: 2, record: 'ID', subject: '10001', field: 'lastName', message: CIC_MESSAGES.required },
      { line: 2, record: 'ID', subject: '10001', field: 'birthDate', message: CIC_MESSAGES.badDate },
      { line: 3, record: 'ID', subject: '10002', field: 'firstName', message: CIC_MESSAGES.delimiter },
      {
        line: 4,
        record: 'CI',
        subject: '10001',
        field: 'status',
        message: CIC_MESSAGES.badCode(['AC', 'CL', 'WO', 'RS']),
      },
      { line: 4, record: 'CI', subject: '10001', field: 'financedAmount', message: CIC_MESSAGES.badAmount },
      {
        line: 5,
        record: 'CI',
        subject: '10009',
        field: 'instalmentsNumber',
        message: CIC_MESSAGES.tooLong(3),
      },
      {
        line: 5,
        record: 'CI',
        subject: '10009',
        field: 'providerSubjectNo',
        message: CIC_MESSAGES.noSubject,
      },
    ]);
  });

  it('declares each record’s fields once, each with a length, and every code field with its codes', () => {
    for (const record of Object.values(CIC_LAYOUT)) {
      const names = record.fields.map((f) => f.name);
      expect(new Set(names).size).toBe(names.length);
      for (const field of record.fields) {
        expect(field.length).toBeGreaterThan(0);
        if (field.type === 'code') expect(Object.keys(field.codes ?? {}).length).toBeGreaterThan(0);
      }
    }
  });
});
