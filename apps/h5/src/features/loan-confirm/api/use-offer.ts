import { useScreenCall } from '../../../lib/use-api';
import { agreementsCall, culturesCall, loanConfirmCall, satireCall } from './screen-data';

export const useLoanConfirm = (productId: string) => useScreenCall(loanConfirmCall(productId));
export const useAgreements = (productId: string) => useScreenCall(agreementsCall(productId));
export const useSatire = (productId: string) => useScreenCall(satireCall(productId));
export const useCultures = (productId: string) => useScreenCall(culturesCall(productId));
