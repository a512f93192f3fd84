import { create } from 'zustand';
import { useSessionStore } from '../../../shared/session/session-store';
import { addTag, closeAllTags, closeOtherTags, closeTag, type TagView } from './tags-rules';

interface TagsState {
  views: TagView[];
  addView: (view: TagView) => void;
  /** Each close returns the remaining tags so the caller can pick where to go. */
  closeView: (path: string) => TagView[];
  closeOthers: (path: string) => TagView[];
  closeAll: () => TagView[];
  clear: () => void;
}

export const useTagsStore = create<TagsState>()((set, get) => {
  const update = (views: TagView[]) => {
    set({ views });
    return views;
  };
  return {
    views: [],
    addView: (view) => update(addTag(get().views, view)),
    closeView: (path) => update(closeTag(get().views, path)),
    closeOthers: (path) => update(closeOtherTags(get().views, path)),
    closeAll: () => update(closeAllTags(get().views)),
    clear: () => update([]),
  };
});

// A session reset (log-out, failed guard) also forgets the opened pages.
useSessionStore.subscribe((state, previous) => {
  if (previous.loaded && !state.loaded) useTagsStore.getState().clear();
});
