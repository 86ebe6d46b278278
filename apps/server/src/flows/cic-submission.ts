// The CIC submission of a month (issue 43, RA 9510), from the book: a contract record for every loan active in the
// month (lending's figures as of its last day) and a subject record for each of their borrowers (identity's
// profile), put in the CIC's layout by the compliance context, which checks every field before a line is written.
import { lastDayOf } from '../contexts/accounting/index';
import { makeCicSubmission, type CicSubmission, type CicValues } from '../contexts/compliance/index';
import { creditSubjects, type CreditSubject } from '../contexts/identity/index';
import { creditContracts, type CreditContract } from '../contexts/lending/index';
import { getBusinessDate, recordAudit, type Agent } from '../contexts/staff/index';
import type { Deps } from '../platform/deps';

/** The profile's ID options as the CIC's ID type codes (cic-layout.ts, CIC_ID_TYPES). */
const CIC_ID_TYPE_OF: Readonly<Record<string, string>> = {
  philsys: '1',
  drivers: '2',
  passport: '3',
  sss: '4',
  umid: '4',
  voters: '6',
  prc: '7',
  postal: '8',
};

const CIC_STATUS_OF: Readonly<Record<CreditContract['status'], string>> = {
  open: 'AC',
  closed: 'CL',
  'written-off': 'WO',
  restructured: 'RS',
};

function subjectRecord(s: CreditSubject): CicValues {
  return {
    providerSubjectNo: s.userId,
    firstName: s.firstName,
    middleName: s.middleName,
    lastName: s.lastName,
    gender: s.sex === 'male' ? 'M' : s.sex === 'female' ? 'F' : 'U',
    birthDate: s.birthDate,
    addressLine: [s.street, s.barangay].filter(Boolean).join(', '),
    city: s.city,
    province: s.province,
    mobileNumber: s.mobilePhone,
    idType: CIC_ID_TYPE_OF[s.idType] ?? s.idType,
    idNumber: s.idNumber,
    // The PhilSys card number as a secondary ID, where the borrower gave it as their ID.
    philsysCardNumber: s.idType === 'philsys' ? s.idNumber : null,
    employer: s.employer,
    monthlyIncome: s.monthlyIncomeAmount,
  };
}

function contractRecord(c: CreditContract): CicValues {
  return {
    providerSubjectNo: c.userId,
    role: 'B',
    providerContractNo: c.orderId,
    contractType: '20',
    status: CIC_STATUS_OF[c.status],
    currency: 'PHP',
    startDate: c.startDate,
    plannedEndDate: c.plannedEndDate,
    actualEndDate: c.endDate,
    financedAmount: c.financedAmount,
    instalmentsNumber: c.instalmentCount,
    periodicity: c.instalmentCount === 1 ? 'U' : c.periodDays <= 7 ? 'W' : c.periodDays <= 16 ? 'F' : 'M',
    instalmentAmount: c.instalmentAmount,
    nextPaymentDate: c.status === 'open' ? c.nextPaymentDate : null,
    outstandingBalance: c.outstandingAmount,
    overduePaymentsNumber: c.overdueInstalments,
    overdueAmount: c.overdueAmount,
    overdueDays: c.overdueDays,
  };
}

/**
 * The month's submission ('YYYY-MM') as of its last day, or the business date if sooner: every loan active in it,
 * and its borrowers.
 */
export async function cicSubmission(
  deps: Pick<Deps, 'db' | 'clock' | 'config'>,
  r: { month: string; submissionType?: 'R' | 'C' },
): Promise<CicSubmission> {
  const from = `${r.month}-01`;
  const to = lastDayOf(r.month);
  const today = await getBusinessDate(deps.db, deps.clock());
  const asOf = today < to ? today : to;
  const contracts = await creditContracts(deps.db, from, to, asOf);
  const subjects = await creditSubjects(deps.db, [...new Set(contracts.map((c) => c.userId))]);
  return {
    providerCode: deps.config.company.cicProviderCode,
    referenceDate: to,
    submissionType: r.submissionType ?? 'R',
    remarks: `Made ${today}`,
    subjects: subjects.map(subjectRecord),
    contracts: contracts.map(contractRecord),
  };
}

/** Compliance makes the month's submission: its file logged, or the records to fix first (audited either way). */
export async function makeMonthlySubmission(deps: Deps, agent: Agent, month: string) {
  const now = deps.clock();
  const made = await makeCicSubmission(deps.db, {
    month,
    submission: await cicSubmission(deps, { month }),
    by: agent,
    at: now.toISOString(),
  });
  await recordAudit(
    deps.db,
    agent,
    {
      action: made.status === 'produced' ? 'cic.submission.made' : 'cic.submission.refused',
      subjectKind: 'cic-submission',
      subjectId: made.id,
      borrowerId: null,
      after: { month, subjects: made.subjectCount, contracts: made.contractCount, checksum: made.checksum },
      note: made.status === 'produced' ? `CIC file for ${month}` : `${made.errors.length} records to fix`,
    },
    now,
  );
  return made;
}
