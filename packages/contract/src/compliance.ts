// What the lender answers to the regulators, in the back office (issue 43). First, the Credit Information
// Corporation's monthly submission (RA 9510): made on demand for a month, each one logged. Other tools call these
// paths: they are kept.
import { z } from 'zod';
import { defineCall } from './call';
import { staffGet, staffPost } from './back-office';
import { MonthSchema } from './ledger';
import { id } from './primitives';

/** Who answers to the regulators. */
export const COMPLIANCE_ROLES = ['compliance'] as const;

/** A record the CIC's layout refuses, and why: fixed at the source before the file can be made. */
export const CicErrorSchema = z.object({
  line: z.number().int(),
  record: z.string(),
  /** The borrower the record is about, or null for the header and footer. */
  subject: z.string().nullable(),
  field: z.string(),
  message: z.string(),
});

export const CicSubmissionSchema = z.object({
  id: z.string(),
  month: z.string(),
  /** R: the month's regular submission; C: a correction. */
  submissionType: z.enum(['R', 'C']),
  /** produced: the file was made and logged; refused: a record is broken, nothing was made (errors). */
  status: z.enum(['produced', 'refused']),
  layoutVersion: z.string(),
  subjectCount: z.number().int(),
  contractCount: z.number().int(),
  /** The file's SHA-256, hex; null when nothing was made. */
  checksum: z.string().nullable(),
  producedBy: z.string(),
  producedAt: z.string(),
  errors: z.array(CicErrorSchema),
});
export type CicSubmission = z.infer<typeof CicSubmissionSchema>;

/** A submission's file: its name and its text (the call answers it as the file itself). */
export const CicFileSchema = z.object({ filename: z.string(), text: z.string() });
export type CicFile = z.infer<typeof CicFileSchema>;

export const complianceCalls = {
  consoleCicGenerate: defineCall({
    ...staffPost(COMPLIANCE_ROLES),
    path: '/console/cic/submissions',
    request: MonthSchema,
    response: CicSubmissionSchema,
    summary:
      "Makes a month's CIC submission: the file, logged with its counts and checksum, or every record to fix.",
  }),
  consoleCicSubmissions: defineCall({
    ...staffGet(COMPLIANCE_ROLES),
    path: '/console/cic/submissions',
    request: z.object({}),
    response: z.object({ submissions: z.array(CicSubmissionSchema) }),
    summary: 'The CIC submissions made, newest first: month, counts, checksum, who and when.',
  }),
  consoleCicFile: defineCall({
    ...staffGet(COMPLIANCE_ROLES),
    path: '/console/cic/submissions/:id/file',
    refuses: [404],
    // An identifier's characters only: anything else is refused before it reaches the database.
    request: z.object({ id }),
    response: CicFileSchema,
    download: {
      mediaType: 'text/plain',
      filename: (file: CicFile) => file.filename,
      body: (file: CicFile) => file.text,
    },
    summary: "A CIC submission's file, as it goes to the CIC: a text file of the layout's records (audited).",
  }),
};
