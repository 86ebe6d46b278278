// An ID photo or a selfie (certifyImage, multipart): the file in the one upload field, its kind beside it. The
// answer's imageId is the image item's value.
import type { CertifyImage, CertifyImageKind } from '@pautang/contract/origination';
import { borrowerCall, type BorrowerSession } from '../../../lib/app-call';

export function uploadCertifyImage(
  session: BorrowerSession,
  kind: CertifyImageKind,
  file: Blob,
): Promise<CertifyImage> {
  return borrowerCall('certifyImage', { kind }, session, { file });
}
