import { describe, expect, it } from 'vitest';
import { DESKTOP_MEDIA_QUERY, isDesktopWidth } from './use-media-query';

describe('desktop breakpoint (spec 000 §2)', () => {
  it('treats 991 px as mobile and 992 px as desktop', () => {
    expect(isDesktopWidth(991)).toBe(false);
    expect(isDesktopWidth(992)).toBe(true);
  });

  it('matches the same boundary in its media query', () => {
    expect(DESKTOP_MEDIA_QUERY).toBe('(min-width: 992px)');
  });
});
