// A walk too long for one test (every screen of a menu, in every language) split into two tests of half the walk
// each; both halves are computed from the same list, so together they cover all of it, a new entry included.

export const HALVES = ['first', 'second'] as const;
export type Half = (typeof HALVES)[number];

/** The `which` half of `list`; the first takes the middle entry of an odd count. */
export function halfOf<T>(list: readonly T[], which: Half): T[] {
  const middle = Math.ceil(list.length / 2);
  return which === 'first' ? list.slice(0, middle) : list.slice(middle);
}
