import type { GenerateVcodeRequest } from '@pautang/contract/repayment';
import { api } from '../../../lib/request';

/** spec 2 §4.5, §7: /v3/loan-details/generate-vcode → data.payUrl, where the page goes next. */
export const generateVcode = (payload: GenerateVcodeRequest) =>
  api('generateVcode', payload, { loading: true });
