// Every uploaded image is judged by its content and re-encoded by sharp (libvips): JPEG, PNG or WebP only, at most
// 60 megapixels (read from the header before anything is decoded, so a pixel flood costs nothing), turned upright
// from its EXIF orientation and written again without any metadata (no GPS, no camera serial), at most 2560 px
// on its longer side.
import sharp from 'sharp';
import { invalid } from '../../../platform/errors';
import { UPLOAD_MESSAGES } from '../../../platform/http/multipart';

export const MAX_PIXELS = 60_000_000;
export const MAX_SIDE = 2560;

export { UPLOAD_MESSAGES };

export type ImageKind = 'jpg' | 'png' | 'webp';
export type ProcessedImage = {
  body: Buffer;
  kind: ImageKind;
  contentType: string;
  width: number;
  height: number;
};

const KINDS: Record<string, { kind: ImageKind; contentType: string }> = {
  jpeg: { kind: 'jpg', contentType: 'image/jpeg' },
  png: { kind: 'png', contentType: 'image/png' },
  webp: { kind: 'webp', contentType: 'image/webp' },
};

export async function processImage(input: Buffer): Promise<ProcessedImage> {
  if (input.length === 0) throw invalid(UPLOAD_MESSAGES.missing);
  let metadata: sharp.Metadata;
  try {
    metadata = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw invalid(UPLOAD_MESSAGES.notAnImage);
  }
  const target = KINDS[metadata.format ?? ''];
  if (!target) throw invalid(UPLOAD_MESSAGES.notAnImage);
  const width = metadata.width ?? 0;
  const height = metadata.height ?? 0;
  if (width < 1 || height < 1) throw invalid(UPLOAD_MESSAGES.notAnImage);
  if (width * height > MAX_PIXELS) throw invalid(UPLOAD_MESSAGES.tooManyPixels);
  try {
    const pipeline = sharp(input, { limitInputPixels: MAX_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true });
    const encoded =
      target.kind === 'jpg'
        ? pipeline.jpeg({ quality: 85, mozjpeg: true })
        : target.kind === 'png'
          ? pipeline.png({ compressionLevel: 9 })
          : pipeline.webp({ quality: 85 });
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
    return {
      body: data,
      kind: target.kind,
      contentType: target.contentType,
      width: info.width,
      height: info.height,
    };
  } catch {
    // A header that promised an image over a body that is not one (truncated, corrupt).
    throw invalid(UPLOAD_MESSAGES.notAnImage);
  }
}
