import { groupBy } from './collections.js';

describe('groupBy', () => {
  it('groups items by their key, keeping their order within each group and the order keys first appear', () => {
    const rows = [
      { student: 'b', day: 1 },
      { student: 'a', day: 2 },
      { student: 'b', day: 3 },
    ];
    const groups = groupBy(rows, (row) => row.student);
    expect([...groups.keys()]).toEqual(['b', 'a']);
    expect(groups.get('b')?.map((row) => row.day)).toEqual([1, 3]);
    expect(groups.get('a')?.map((row) => row.day)).toEqual([2]);
    expect(groups.get('c')).toBeUndefined();
  });

  it('answers an empty map for no items', () => {
    expect(groupBy([], String).size).toBe(0);
  });
});
