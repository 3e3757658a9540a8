import { clamp, roundTo } from './numbers.js';

describe('roundTo', () => {
  it('rounds half up where binary fractions would round down', () => {
    expect(roundTo(1.05, 1)).toBe(1.1);
    expect(roundTo(89.95, 1)).toBe(90);
    expect(roundTo(66.66666, 1)).toBe(66.7);
    expect(roundTo(12.5)).toBe(13);
    expect(roundTo(12.49)).toBe(12);
  });

  it('rounds negatives away from zero and never returns -0', () => {
    expect(roundTo(-2.5)).toBe(-3);
    expect(Object.is(roundTo(-0.04, 1), 0)).toBe(true);
  });
});

describe('clamp', () => {
  it('limits to the range and turns NaN into the minimum', () => {
    expect(clamp(120, 0, 100)).toBe(100);
    expect(clamp(-5, 0, 100)).toBe(0);
    expect(clamp(42, 0, 100)).toBe(42);
    expect(clamp(Number.NaN, 0, 100)).toBe(0);
  });
});
