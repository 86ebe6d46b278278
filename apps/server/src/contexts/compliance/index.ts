// The compliance context's door (issue 43): what the lender answers to the regulators. First, the Credit Information
// Corporation's submission file (RA 9510), written and checked from one declared layout.
export { CIC_CONTRACT_STATUS, CIC_ID_TYPES, CIC_LAYOUT, CIC_LAYOUT_VERSION } from './cic/cic-layout';
export {
  CIC_MESSAGES,
  writeCicFile,
  type CicError,
  type CicSubmission,
  type CicValues,
} from './cic/cic-file';
export { cicSubmissionFile, cicSubmissions, makeCicSubmission } from './cic/cic-submissions.service';
