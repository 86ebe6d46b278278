// A profile step's call (certifyBasic … certifyReferences): one declaration per step, all with the same shape, so one
// file holds the step → call map. Without values it reads the form; with values it saves the step whole, and a
// refused save carries each refused item's message in data.fields.
import { useCallback } from 'react';
import type { CertifyForm, CertifyStep, FieldErrors } from '@pautang/contract/origination';
import { borrowerCall, CallRefused, type BorrowerSession } from '../../../lib/app-call';
import { useResource } from '../../../lib/use-resource';

const STEP_CALLS = {
  basic: 'certifyBasic',
  personal: 'certifyPersonal',
  job: 'certifyJob',
  extra: 'certifyExtra',
  city: 'certifyCity',
  identity: 'certifyIdentity',
  references: 'certifyReferences',
} as const satisfies Record<CertifyStep, string>;

export function readCertifyStep(
  session: BorrowerSession,
  step: CertifyStep,
  signal?: AbortSignal,
): Promise<CertifyForm> {
  return borrowerCall(STEP_CALLS[step], {}, session, { signal });
}

export function saveCertifyStep(
  session: BorrowerSession,
  step: CertifyStep,
  values: Record<string, string>,
): Promise<CertifyForm> {
  return borrowerCall(STEP_CALLS[step], { values }, session);
}

/** A refused save's per-field messages (item code → message); empty for any other failure. */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  if (!(error instanceof CallRefused)) return {};
  const fields = (error.data as Partial<FieldErrors> | null)?.fields;
  if (fields === null || typeof fields !== 'object') return {};
  return Object.fromEntries(Object.entries(fields).filter(([, v]) => typeof v === 'string'));
}

export function useCertifyStep({ sessionId, userId, deviceId }: BorrowerSession, step: CertifyStep) {
  const load = useCallback(
    (signal: AbortSignal) => readCertifyStep({ sessionId, userId, deviceId }, step, signal),
    [sessionId, userId, deviceId, step],
  );
  return useResource(load);
}
