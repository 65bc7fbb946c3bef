import { describe, expect, it } from 'vitest';
import { contentDisposition } from './content-disposition';

describe('contentDisposition', () => {
  it('keeps the exact name in filename* and an ASCII fallback without quotes', () => {
    expect(contentDisposition('attachment', 'OR-1042_D-1001_Pépinière "Nord"_SignedBOL.pdf')).toBe(
      `attachment; filename="OR-1042_D-1001_P_pini_re _Nord__SignedBOL.pdf"; filename*=UTF-8''OR-1042_D-1001_P%C3%A9pini%C3%A8re%20%22Nord%22_SignedBOL.pdf`,
    );
    expect(contentDisposition('inline', 'photo.jpg')).toBe(
      `inline; filename="photo.jpg"; filename*=UTF-8''photo.jpg`,
    );
  });
});
