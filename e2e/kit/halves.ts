// A walk too long for one test (every screen of a menu, in every language) split into tests of a part of the walk
// each; every part is computed from the same list, so together they cover all of it, a new entry included.

export const HALVES = ['first', 'second'] as const;
export type Half = (typeof HALVES)[number];

/** Part `index` of `count` near-equal parts of `list`; the earlier parts take the extra entries. */
export function partOf<T>(list: readonly T[], index: number, count: number): T[] {
  const size = Math.floor(list.length / count);
  const extra = list.length % count;
  const start = index * size + Math.min(index, extra);
  return list.slice(start, start + size + (index < extra ? 1 : 0));
}

/** The `which` half of `list`; the first takes the middle entry of an odd count. */
export function halfOf<T>(list: readonly T[], which: Half): T[] {
  return partOf(list, HALVES.indexOf(which), HALVES.length);
}
