import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AA_TEXT_CONTRAST, contrastRatio, readableTextOn } from '../../renderer/logic/contrast.ts';

const hexColour = fc.integer({ min: 0, max: 0xffffff }).map((n) => `#${n.toString(16).padStart(6, '0')}`);

describe('contrast', () => {
  it('matches the WCAG reference values', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#0EA5E9', '#ffffff')).toBeCloseTo(2.77, 2);
    expect(contrastRatio('#0369A1', '#ffffff')).toBeCloseTo(5.93, 2);
  });

  it('is symmetric and between 1 and 21', () => {
    fc.assert(
      fc.property(hexColour, hexColour, (a, b) => {
        const ratio = contrastRatio(a, b);
        expect(ratio).toBeCloseTo(contrastRatio(b, a), 10);
        expect(ratio).toBeGreaterThanOrEqual(1);
        expect(ratio).toBeLessThanOrEqual(21);
      }),
    );
  });

  it('keeps white text where white is readable and otherwise picks the better of white and ink', () => {
    expect(readableTextOn('#0EA5E9')).toBe('#0f172a');
    expect(readableTextOn('#0369A1')).toBe('#ffffff');
    fc.assert(
      fc.property(hexColour, (background) => {
        const text = readableTextOn(background);
        const white = contrastRatio(background, '#ffffff');
        if (white >= AA_TEXT_CONTRAST) expect(text).toBe('#ffffff');
        else expect(contrastRatio(background, text)).toBe(Math.max(white, contrastRatio(background, '#0f172a')));
      }),
    );
  });
});
