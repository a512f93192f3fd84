/**
 * The rows of `query`, locked until the caller's transaction ends when `forUpdate` (an update reads its record so,
 * then checks and writes it with no change landing in between), else read as they are.
 */
export function lockedIf<Rows>(query: PromiseLike<Rows> & { for(strength: 'update'): PromiseLike<Rows> }, forUpdate: boolean): PromiseLike<Rows> {
  return forUpdate ? query.for('update') : query;
}
