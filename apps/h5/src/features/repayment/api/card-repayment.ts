import type {
  RepaymentCommitRequest,
  RepaymentConfirmRequest,
  RepaymentHuichaoRequest,
} from '@pautang/contract/repayment';
import { toast } from '../../../components/ui/toast/toast';
import { cardRepaymentText } from '../../../i18n/en/card-repayment';
import { api, type ApiOptions } from '../../../lib/request';
import { useScreenCall } from '../../../lib/use-api';
import { repaymentWayCall } from './screen-data';

// spec 2 §8: these pages say 'error' on a network failure, and show their own messages for failed codes.
const quiet: ApiOptions = {
  toastOnError: false,
  onNetworkError: () => toast.fail(cardRepaymentText.networkError),
};

/** spec 2 §7: repayment-way?orderId= → alipay, repayToken, bankCards. */
export const useRepaymentWay = (orderId: string) => useScreenCall(repaymentWayCall(orderId), quiet);

/** spec 2 §7: repayment-commit → needValid, repayRecordId. */
export const commitRepayment = (payload: RepaymentCommitRequest) =>
  api('repaymentCommit', payload, { ...quiet, loading: true });

/** spec 2 §7: repayment-confirm → code (800006 wrong code, 800005 repeated). */
export const confirmRepayment = (payload: RepaymentConfirmRequest) =>
  api('repaymentConfirm', payload, { ...quiet, loading: true });

/** spec 2 §7: repayment-huichao → url, followed on '00'. */
export const thirdPartyRepayment = (payload: RepaymentHuichaoRequest) =>
  api('repaymentHuichao', payload, { ...quiet, loading: true });
