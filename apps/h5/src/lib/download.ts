// A document the server renders (the statement of account, issue 42), fetched with a tap as a call is (the XHR
// marker, the session), then saved by the browser. Its call's facts and names come with this module, loaded on the
// tap, so no borrower page carries them. A refusal comes back as the envelope: its message is shown.
import type { DocumentCall, RequestOf } from '@pautang/contract/calls';
import { DOCUMENT_FIELD_NAMES, documentEndpoints } from '@pautang/contract/document-endpoints.generated';
import type { Envelope } from '@pautang/contract/envelope';
import { attachmentName } from '@pautang/contract/format/attachment';
import { SIGN_IN_AGAIN_CODES } from '@pautang/contract/error-codes';
import { createWire } from '@pautang/contract/wire-names';
import { toast } from '../components/ui/toast/toast';
import { env } from '../config/env';
import { callNative } from './bridge';
import { buildRequest, ERROR_TOAST_MS, NetworkError } from './request';

const DOCUMENT_NAMES = {
  paths: Object.values(documentEndpoints).map((e) => e.path),
  fields: DOCUMENT_FIELD_NAMES,
};

export async function downloadPdf<K extends DocumentCall>(key: K, payload: RequestOf<K>): Promise<void> {
  const wire = createWire(env.wireMode, DOCUMENT_NAMES);
  const { url, init } = buildRequest(documentEndpoints[key], { ...payload, format: 'pdf' }, wire);
  toast.loading();
  let response: Response;
  try {
    response = await fetch(url, init);
  } catch {
    toast.hide();
    toast.fail(new NetworkError().message, ERROR_TOAST_MS);
    return;
  }
  toast.hide();
  if (!response.headers.get('content-type')?.startsWith('application/pdf')) {
    const refusal = (await response.json()) as Envelope;
    toast.fail(refusal.message, ERROR_TOAST_MS);
    if (SIGN_IN_AGAIN_CODES.includes(Number(refusal.code)))
      callNative('offToLogin', { reason: refusal.message });
    return;
  }
  const link = document.createElement('a');
  link.href = URL.createObjectURL(await response.blob());
  link.download = attachmentName(response.headers.get('content-disposition')) ?? 'document.pdf';
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has the file once the click is handled; the address is freed after.
  setTimeout(() => URL.revokeObjectURL(link.href), 60_000);
}
