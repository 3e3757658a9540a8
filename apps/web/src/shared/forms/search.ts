import { matchesSearchText } from '#common';

/**
 * The `filterOption` of a searchable select: matches the typed text against the option's label the way the API's
 * searches match (libs/common `matchesSearchText`: "احمد" finds "أحمد", Arabic-Indic digits find ASCII ones).
 */
export function filterByLabel(input: string, option?: { label?: unknown }): boolean {
  return matchesSearchText([String(option?.label ?? '')], input);
}
