/**
 * Rounds half away from zero to `decimals` places, as the screens print percentages (one decimal, or none).
 *
 * Plain `Math.round(x * 10) / 10` turns 1.05 into 1 because 1.05 * 10 is 10.499999...; nudging by a relative
 * epsilon first keeps the printed value the one a person would compute by hand.
 */
export function roundTo(value: number, decimals = 0): number {
  if (!Number.isFinite(value)) return value;
  const factor = 10 ** decimals;
  const scaled = Math.abs(value) * factor;
  const rounded = Math.round(scaled * (1 + Number.EPSILON)) / factor;
  return value < 0 && rounded !== 0 ? -rounded : rounded;
}

/** `value` limited to `min..max`; NaN becomes `min` so a bad row cannot leak NaN into a total. */
export function clamp(value: number, min: number, max: number): number {
  if (Number.isNaN(value)) return min;
  return Math.min(max, Math.max(min, value));
}
