import { expect, test } from 'vitest';
import { theme, wave } from './theme';

test('antd animates nothing for a person who asked their system for less motion', () => {
  // The component tests' page asks for it (vite.config.ts, contextOptions.reducedMotion).
  expect(window.matchMedia('(prefers-reduced-motion: reduce)').matches).toBe(true);
  expect(theme.token?.motion).toBe(false);
  expect(wave.disabled).toBe(true);
});
