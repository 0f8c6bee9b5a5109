import { describe, expect, it } from 'vitest';
import { contrastProblem, contrastRatio } from './contrast';

describe('contrast (WCAG 2.2, 1.4.3)', () => {
  it('measures the ratios WCAG gives', () => {
    expect(contrastRatio('#000', '#fff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBeCloseTo(1, 5);
    // The elements' default button: white on indigo-700.
    expect(contrastRatio('#ffffff', '#4338ca')).toBeGreaterThan(4.5);
    expect(contrastRatio('#767676', '#ffffff')).toBeGreaterThan(4.5);
    expect(contrastRatio('#777777', '#ffffff')).toBeLessThan(4.5);
    expect(contrastRatio('red', '#fff')).toBeNull();
  });

  it('names the first pair that fails, and nothing when all pass', () => {
    const pairs = [
      { name: 'Text on the background', foreground: '#111827', background: '#ffffff' },
      { name: 'Button text on the primary colour', foreground: '#ffffff', background: '#fde047' },
    ];
    expect(contrastProblem(pairs)).toMatch(/^Button text on the primary colour has a contrast of 1\.\d:1; WCAG AA needs at least 4\.5:1/);
    expect(contrastProblem(pairs.slice(0, 1))).toBeNull();
  });
});
