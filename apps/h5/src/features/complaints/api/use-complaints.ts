import { useScreenCall } from '../../../lib/use-api';
import { problemDetailCall, problemInitCall, problemListCall } from './screen-data';

export const useProblemInit = (orderId: string) => useScreenCall(problemInitCall(orderId));
export const useProblemList = () => useScreenCall(problemListCall());
export const useProblemDetail = (problemId: string) => useScreenCall(problemDetailCall(problemId));
