import type { AgreementDocumentRequest } from '@pautang/contract/loans';
import { useApi } from '../../../lib/use-api';

/** The figures of one agreement document; the wording is in the catalogue (i18n/en/agreements.ts). */
export const useAgreement = (request: AgreementDocumentRequest) => useApi('agreement', request);
