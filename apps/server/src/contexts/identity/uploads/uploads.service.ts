// Uploaded images: processed (image-processing.ts), stored under a generated key, recorded with their owner, and
// opened only by the borrower they belong to or a signed-in agent. A failed upload leaves no file and no row.
import { randomUUID } from 'node:crypto';
import { ErrorCode } from '@pautang/contract/errors';
import type { Deps } from '../../../platform/deps';
import { AppError, invalid, notFound } from '../../../platform/errors';
import { safeError } from '../../../platform/http/log-safety';
import { processImage, UPLOAD_MESSAGES } from './image-processing';
import { borrowerOfUpload, findUpload, insertUpload, type Owner, type UploadRow } from './uploads.repository';

export const FILES_PREFIX = '/files/';
/** A complaint image's address: the only kind a complaint or a reply may attach. */
const URL_PATTERN = /^\/files\/complaints\/([0-9a-f-]{36})\.(jpg|png|webp)$/;
/** Any stored image's address: a complaint image, or a profile's ID photo or selfie (contexts/identity/profiles). */
const FILE_PATTERN = /^\/files\/(?:complaints\/|profiles\/(?:id|selfie)-)([0-9a-f-]{36})\.(jpg|png|webp)$/;

/** Where an image is stored: its folder, and a prefix of its file name (a profile image's kind). */
export type UploadPlace = { folder: 'complaints' } | { folder: 'profiles'; prefix: 'id-' | 'selfie-' };

export const IMAGE_NOT_FOUND = 'We could not find this image.';
export const FOREIGN_IMAGE = 'An image of this complaint was not uploaded by you. Please upload it again.';

export const uploadUrl = (origin: string, row: Pick<UploadRow, 'storage_key'>) =>
  `${origin}${FILES_PREFIX}${row.storage_key}`;

/** The upload id of one of our image URLs (absolute on our origin, or a path); undefined for anything else. */
export function uploadIdOf(origin: string, url: string): string | undefined {
  const path = url.startsWith(origin + '/') ? url.slice(origin.length) : url;
  return URL_PATTERN.exec(path)?.[1];
}

export async function storeUpload(
  deps: Deps,
  owner: Owner,
  input: Buffer,
  place: UploadPlace = { folder: 'complaints' },
): Promise<UploadRow> {
  const image = await processImage(input);
  const id = randomUUID();
  const row = {
    id,
    owner_kind: owner.kind,
    owner_id: owner.id,
    storage_key: `${place.folder}/${'prefix' in place ? place.prefix : ''}${id}.${image.kind}`,
    content_type: image.contentType,
    bytes: image.body.length,
    width: image.width,
    height: image.height,
    complaint_id: null,
    reply_id: null,
    position: 0,
    created_at: deps.clock().toISOString(),
  };
  try {
    await deps.files.put(row.storage_key, image.body, image.contentType);
  } catch (error) {
    // A full disk or an unreachable bucket: the store left no file and there is no row yet, so the borrower may
    // simply try again. The operator needs the cause; the borrower gets a sentence.
    if (error instanceof AppError) throw error;
    console.warn('upload not stored', safeError(error));
    throw new AppError(ErrorCode.Unavailable, UPLOAD_MESSAGES.notSaved);
  }
  try {
    await insertUpload(deps.db, row);
  } catch (error) {
    await deps.files.delete(row.storage_key).catch(() => {});
    throw error;
  }
  return row;
}

/** Ids of our image URLs, refusing any that is not one. */
export function uploadIdsOf(origin: string, urls: string[]): string[] {
  return urls.map((url) => {
    const id = uploadIdOf(origin, url);
    if (!id) throw invalid(FOREIGN_IMAGE);
    return id;
  });
}

export type Viewer = { kind: 'borrower'; userId: string } | { kind: 'agent'; agentId: string };

/** The file behind an image URL, for a viewer allowed to see it; anyone else reads exactly 'not found'. */
export async function openUpload(deps: Deps, viewer: Viewer, path: string) {
  const id = FILE_PATTERN.exec(path)?.[1];
  const row = id ? await findUpload(deps.db, id) : undefined;
  if (!row || `${FILES_PREFIX}${row.storage_key}` !== path) throw notFound(IMAGE_NOT_FOUND);
  if (viewer.kind === 'borrower' && (await borrowerOfUpload(deps.db, row)) !== viewer.userId) {
    throw notFound(IMAGE_NOT_FOUND);
  }
  const file = await deps.files.get(row.storage_key);
  if (!file) throw notFound(IMAGE_NOT_FOUND);
  return file;
}
