import { describe, expect, it } from 'vitest';
import { filterByLabel } from './search';

describe('filterByLabel', () => {
  it('matches Arabic the way the API searches: hamza forms, taa marbuta, extra spaces', () => {
    expect(filterByLabel('احمد', { label: 'أحمد محمد الزهراني' })).toBe(true);
    expect(filterByLabel('مدرسه  النور', { label: 'مدرسة النور' })).toBe(true);
    expect(filterByLabel('خالد', { label: 'أحمد محمد الزهراني' })).toBe(false);
  });

  it('treats a missing label as no match for a real query', () => {
    expect(filterByLabel('احمد', {})).toBe(false);
  });
});
