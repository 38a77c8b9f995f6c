import { LISTING_PHOTO_WIDTHS, ListingIssue } from '@lar/contracts/listings';
import { invalidField } from '../../lib/app-error.ts';
import { sha256Hex } from '../../lib/sha256.ts';

/**
 * A listing photo's checks and its web sizes. The kind of image is read from its first bytes, never
 * from the file name or the declared type; sharp then decodes it (refusing what is not a whole
 * image) and writes the two WebP sizes the site shows. sharp is loaded on the first upload, so the
 * server starts without it.
 */

export type ImageKind = 'jpeg' | 'png' | 'webp';

const startsWith = (data: Buffer, bytes: readonly number[], at = 0) =>
  data.length >= at + bytes.length && bytes.every((b, i) => data[at + i] === b);

/** JPEG (FF D8 FF), PNG (89 'PNG' 0D 0A 1A 0A) or WebP ('RIFF' .... 'WEBP'); undefined otherwise. */
export function imageKind(data: Buffer): ImageKind | undefined {
  if (startsWith(data, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(data, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(data, [0x52, 0x49, 0x46, 0x46]) && startsWith(data, [0x57, 0x45, 0x42, 0x50], 8))
    return 'webp';
  return undefined;
}

const notAnImage = () =>
  invalidField('file', ListingIssue.PHOTO_TYPE, 'The file is not a JPEG, PNG or WebP image');

export interface WebSizes {
  width: number;
  height: number;
  large: Buffer;
  small: Buffer;
  largeHash: string;
  smallHash: string;
}

/** Images larger than this many pixels are refused before they are decoded (a decompression bomb). */
const PIXELS_MAX = 50_000_000;

/** The photo at 1600 and 400 px wide (never enlarged), as WebP, turned as its EXIF says. */
export async function webSizes(data: Buffer): Promise<WebSizes> {
  if (imageKind(data) === undefined) throw notAnImage();
  const { default: sharp } = await import('sharp');
  const resize = async (width: number) => {
    const { data: out, info } = await sharp(data, { limitInputPixels: PIXELS_MAX })
      .rotate()
      .resize({ width, withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer({ resolveWithObject: true });
    return { out, info };
  };
  try {
    const large = await resize(LISTING_PHOTO_WIDTHS.large);
    const small = await resize(LISTING_PHOTO_WIDTHS.small);
    return {
      width: large.info.width,
      height: large.info.height,
      large: large.out,
      small: small.out,
      largeHash: sha256Hex(large.out),
      smallHash: sha256Hex(small.out),
    };
  } catch {
    // Right first bytes, but not an image sharp can read whole.
    throw notAnImage();
  }
}
