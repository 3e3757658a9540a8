/**
 * Items grouped by a key, each group in the items' order: the one way to join rows read in one query to their
 * owners without a scan per owner (Map.groupBy arrives only with Node 21).
 */
export function groupBy<T, K>(items: Iterable<T>, keyOf: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  return groups;
}
