import { LISTING_PHOTO_BYTES_MAX, LISTING_PHOTOS_MAX } from '@lar/contracts/listings';
import { describe, expect, it } from 'vitest';
import { photoProblem } from '../src/features/units/listing-api.ts';

describe('a listing photo chosen for upload', () => {
  it('takes JPEG, PNG and WebP up to 5 MB while the listing has room', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/webp'])
      expect(photoProblem({ type, size: LISTING_PHOTO_BYTES_MAX }, LISTING_PHOTOS_MAX - 1)).toBeNull();
  });

  it('says why another file is refused before sending it', () => {
    expect(photoProblem({ type: 'image/gif', size: 10 }, 0)).toBe('listing.photos.type');
    expect(photoProblem({ type: 'image/png', size: LISTING_PHOTO_BYTES_MAX + 1 }, 0)).toBe(
      'listing.photos.tooBig',
    );
    expect(photoProblem({ type: 'image/png', size: 10 }, LISTING_PHOTOS_MAX)).toBe('listing.photos.tooMany');
  });
});
