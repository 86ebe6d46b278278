// Collections' calls (apps/server/src/contexts/collections/collections), for staff holding the collections role.
import type { LogContactRequest, OverdueQuery, WaiverMode } from '@pautang/contract/collections';
import { consoleCall } from '../../../lib/request';

export const getOverdueBook = (query: OverdueQuery, signal?: AbortSignal) =>
  consoleCall('consoleOverdueBook', query, { signal });

export const assignOrders = (orderIds: string[], collectorId: string) =>
  consoleCall('consoleAssignOrders', { orderIds, collectorId });

export const getContactLog = (id: string, signal?: AbortSignal) =>
  consoleCall('consoleContactLog', { id }, { signal });

export const logContact = (request: LogContactRequest) => consoleCall('consoleLogContact', request);

export const setContactConsent = (id: string, agreed: boolean, note: string) =>
  consoleCall('consoleSetContactConsent', { id, agreed, note });

export const applyRefundBalance = (id: string) => consoleCall('consoleApplyRefundBalance', { id });

export const waivePenalty = (id: string, amount: number, mode: WaiverMode, reason: string) =>
  consoleCall('consoleWaivePenalty', { id, amount, mode, reason });
