// Every call the server builds, gathered from the feature files that declare them (call.ts says what a declaration
// holds). The server registers, validates and answers from this table; the H5 imports only its types, and its
// zod-free part from endpoints.generated.ts; the OpenAPI document is written from it.
import type { z } from 'zod';
import { accountCalls } from './accounts';
import { backOfficeCalls } from './back-office';
import { borrowerFileCalls } from './borrower-file';
import { bindCardCalls } from './bind-card';
import type { CallDef } from './call';
import { complaintCalls } from './complaints';
import { collectionsCalls } from './collections';
import { contactCalls } from './contact';
import { eventCalls } from './events';
import { financeCalls } from './finance';
import { jobCalls } from './jobs';
import { ledgerCalls } from './ledger';
import { complianceCalls } from './compliance';
import { loanCalls } from './loans';
import { notificationInboxCalls } from './notification-inbox';
import { notificationCalls } from './notifications';
import { productCalls, profileCalls } from './origination';
import { promotionCalls } from './promotion';
import { repaymentCalls } from './repayment';
import { reportCalls } from './reports';
import { restructureCalls } from './restructure';
import { siteCalls } from './site';
import { staffCalls } from './staff';
import { variantCalls } from './variant';

export const calls = {
  ...accountCalls,
  ...promotionCalls,
  ...siteCalls,
  ...bindCardCalls,
  ...complaintCalls,
  ...contactCalls,
  ...eventCalls,
  ...loanCalls,
  ...profileCalls,
  ...productCalls,
  ...repaymentCalls,
  ...variantCalls,
  ...backOfficeCalls,
  ...ledgerCalls,
  ...complianceCalls,
  ...restructureCalls,
  ...staffCalls,
  ...borrowerFileCalls,
  ...financeCalls,
  ...collectionsCalls,
  ...reportCalls,
  ...notificationCalls,
  ...notificationInboxCalls,
  ...jobCalls,
} satisfies Record<string, CallDef>;

type Calls = typeof calls;
/** Every declared call. */
export type CallKey = keyof Calls;
/** The back office's calls (auth 'staff'): the console's table, never the H5's. */
export type StaffCall = { [K in CallKey]: Calls[K]['auth'] extends 'staff' ? K : never }[CallKey];
/**
 * The native app's calls (`app: 'native'`), and the documents a tap downloads (`app: 'document'`): in
 * nativeEndpoints, never in the H5's core bundle.
 */
export type NativeCall = {
  [K in CallKey]: Calls[K] extends { app: 'native' | 'document' } ? K : never;
}[CallKey];
/** The documents the H5 downloads with a tap: their facts are in documentEndpoints, loaded with the tap. */
export type DocumentCall = { [K in CallKey]: Calls[K] extends { app: 'document' } ? K : never }[CallKey];
/** The H5's calls answered with the envelope (its generated table, builtEndpoints, holds them all). */
export type BuiltCall = {
  [K in CallKey]: Calls[K] extends { produces: string }
    ? never
    : K extends StaffCall | NativeCall
      ? never
      : K;
}[CallKey];
/** Every call the server's call runner answers with the envelope: each has a handler there. */
export type ServedCall = BuiltCall | NativeCall | StaffCall;
export type RequestOf<K extends CallKey> = z.input<Calls[K]['request']>;
export type ResponseOf<K extends CallKey> = z.output<Calls[K]['response']>;

export const callKeys = Object.keys(calls) as CallKey[];

export const isStaffCall = (key: CallKey): key is StaffCall => calls[key].auth === 'staff';
