// Multipart bodies (an image upload) are accepted by the routes registered through withMultipart only. The plugin
// adds an async onRequest and an onResponse hook to every request of its scope (temp-file cleanup we never use,
// since uploads are read whole by readMultipart): registered for the whole app, every API read paid for them.
// Anywhere else a multipart body is refused as an unsupported content type (415, the envelope).
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { UPLOAD_MAX_BYTES } from '@pautang/contract/constants';

export async function withMultipart(
  app: FastifyInstance,
  routes: (scope: FastifyInstance) => void,
): Promise<void> {
  await app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 20, parts: 21 },
    });
    routes(scope);
  });
}

/** What a borrower reads when an upload cannot be taken (the multipart reading here, the image checks in uploads). */
export const UPLOAD_MESSAGES = {
  missing: 'Please choose an image to upload.',
  notAnImage: 'Please upload a JPEG, PNG or WebP image.',
  tooManyBytes: 'This image is larger than 10 MB. Please choose a smaller one.',
  tooManyPixels: 'This image is too large. Please choose one under 60 megapixels.',
  notSaved: 'We could not save your image just now. Please try again in a few minutes.',
} as const;
