// The attribute dialog's value tags: adding, editing and removing values, and the body they become.
import { ATTR_LIMITS, type AttrValueBody } from '@caremall/contract';

/** A value tag of the attribute dialog; `key` tells tags apart while values change. */
export interface ValueTag {
  key: number;
  /** Set for values the attribute already has, so an edit keeps the stored row. */
  attrValueId?: number;
  value: string;
}

/** The dialog's value field: the tags, and text typed in the add box but not yet added (saved too). */
export interface ValueList {
  tags: ValueTag[];
  draft: string;
}

export const EMPTY_VALUE_LIST: ValueList = { tags: [], draft: '' };

let lastKey = 0;
const nextKey = () => ++lastKey;

export const tagsOf = (values: readonly { attrValueId?: number; value: string }[]): ValueTag[] =>
  values.map((v) => ({ key: nextKey(), attrValueId: v.attrValueId, value: v.value }));

/**
 * Adds a typed value. Blank input is ignored; a value the list already has replaces the old tag
 * (it moves to the end, keeping the stored row's id). Longer input is cut to the limit, as the
 * input field does.
 */
export function addValue(tags: readonly ValueTag[], input: string): ValueTag[] {
  const value = input.trim().slice(0, ATTR_LIMITS.value);
  if (!value) return [...tags];
  const old = tags.find((t) => t.value === value);
  return [...tags.filter((t) => t !== old), { key: nextKey(), attrValueId: old?.attrValueId, value }];
}

export interface EditResult {
  tags: ValueTag[];
  /** The edited value was left empty, so its tag was removed (the dialog warns). */
  removedEmpty: boolean;
}

/**
 * Renames one tag in place; left empty it is removed. A tag that already had the new value gives
 * way to it (its stored id carries over when the edited tag has none).
 */
export function editValue(tags: readonly ValueTag[], key: number, input: string): EditResult {
  const value = input.trim().slice(0, ATTR_LIMITS.value);
  if (!value) return { tags: tags.filter((t) => t.key !== key), removedEmpty: true };
  const edited = tags.find((t) => t.key === key);
  if (!edited) return { tags: [...tags], removedEmpty: false };
  const displaced = tags.find((t) => t.key !== key && t.value === value);
  const attrValueId = edited.attrValueId ?? displaced?.attrValueId;
  return {
    tags: tags.filter((t) => t !== displaced).map((t) => (t.key === key ? { ...t, value, attrValueId } : t)),
    removedEmpty: false,
  };
}

export const removeValue = (tags: readonly ValueTag[], key: number): ValueTag[] => tags.filter((t) => t.key !== key);

/** What the save call sends: stored ids kept, new values without one. */
export const valuesBody = (tags: readonly ValueTag[]): AttrValueBody[] =>
  tags.map((t) => (t.attrValueId ? { attrValueId: t.attrValueId, value: t.value } : { value: t.value }));
