import { describe, expect, it } from 'vitest';
import { contrastRatio, TAG_TONES } from './tag-tones';

describe('badge tones', () => {
  it('computes the WCAG contrast ratio (black on white is 21:1, a colour on itself 1:1)', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#22c55e', '#22c55e')).toBeCloseTo(1, 5);
    // The theme's own success badge, white on #22c55e, fails: the reason for these tones.
    expect(contrastRatio('#ffffff', '#22c55e')).toBeLessThan(4.5);
  });

  it.each(Object.entries(TAG_TONES))('gives %s text at least 4.5:1 on its background', (_name, tone) => {
    expect(contrastRatio(tone.color, tone.background)).toBeGreaterThanOrEqual(4.5);
  });

  it('tells Active (success) from Inactive (warning) by lightness too, not only by hue', () => {
    expect(contrastRatio(TAG_TONES.success.background, TAG_TONES.warning.background)).toBeGreaterThanOrEqual(
      3,
    );
  });
});
