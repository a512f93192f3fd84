// A record's `version` is when it last changed (`update_time`, in milliseconds): its detail gives it, an edit form
// sends it back, and an update from a form read before another change is refused rather than written over it.
import { SERVER_MESSAGES } from '@caremall/contract';
import { showFail } from '../http/envelope.ts';

export const versionOf = (row: { updateTime: Date }): number => row.updateTime.getTime();

/**
 * Refuses an update whose form read the record before its last change. `row` must be read under the row's lock
 * (`for('update')`, in the update's transaction), so that no change lands between this check and the write. A
 * `version` left out (upstream's clients) writes as upstream's does.
 */
export function refuseIfChangedSince(
  row: { updateTime: Date },
  version: number | undefined,
  message: string = SERVER_MESSAGES.changedMeanwhile,
): void {
  if (version !== undefined && version !== versionOf(row)) throw showFail(message);
}
