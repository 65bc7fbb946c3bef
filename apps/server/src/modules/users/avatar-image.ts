import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { ErrorCode, MESSAGES } from '@portal/contracts';
import { AppError } from '../../lib/app-error';
import { decodeBitmap } from '../../lib/file-store/bitmap-decoder';

/** Image types an avatar may be, told by the file's content (magic bytes), never by its name or declared type. */
export const AVATAR_IMAGE_TYPES: readonly string[] = [
  'image/jpeg',
  'image/png',
  'image/gif',
  'image/bmp',
  'image/webp',
];
export const AVATAR_SIZE_PX = 256;
export const AVATAR_NOT_AN_IMAGE = MESSAGES.avatarNotAnImage;

/** Checks the content is an image, then crops it square and resizes it to a small WebP. */
export async function toAvatarImage(content: Buffer): Promise<Buffer> {
  const detected = await fileTypeFromBuffer(content);
  if (!detected || !AVATAR_IMAGE_TYPES.includes(detected.mime)) {
    throw new AppError(ErrorCode.UNSUPPORTED_MEDIA, AVATAR_NOT_AN_IMAGE);
  }
  const bitmap = detected.mime === 'image/bmp' ? decodeBitmap(content, 50_000_000) : undefined;
  if (detected.mime === 'image/bmp' && !bitmap) {
    throw new AppError(ErrorCode.UNSUPPORTED_MEDIA, AVATAR_NOT_AN_IMAGE);
  }
  try {
    const image = bitmap
      ? sharp(bitmap.rgba, { raw: { width: bitmap.width, height: bitmap.height, channels: 4 } })
      : sharp(content, { animated: false, limitInputPixels: 50_000_000 });
    return await image
      .rotate()
      .resize(AVATAR_SIZE_PX, AVATAR_SIZE_PX, { fit: 'cover' })
      .webp({ quality: 85 })
      .toBuffer();
  } catch {
    // A file with image magic bytes that the decoder cannot read is not an image we can use.
    throw new AppError(ErrorCode.UNSUPPORTED_MEDIA, AVATAR_NOT_AN_IMAGE);
  }
}
