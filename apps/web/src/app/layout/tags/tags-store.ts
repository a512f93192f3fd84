import { create } from 'zustand';
import { useSessionStore } from '../../../shared/session/session-store';
import { addTag, closeTag, type TagView } from './tags-rules';

interface TagsState {
  views: TagView[];
  addView: (view: TagView) => void;
  closeView: (path: string) => void;
  /** The active tag asked to close, while its page may still keep the user (unsaved changes): closed once left. */
  leaving: string | null;
  closeOnLeaving: (path: string | null) => void;
  clear: () => void;
}

export const useTagsStore = create<TagsState>()((set, get) => {
  const update = (views: TagView[]) => set({ views });
  return {
    views: [],
    addView: (view) => update(addTag(get().views, view)),
    closeView: (path) => update(closeTag(get().views, path)),
    leaving: null,
    closeOnLeaving: (leaving) => set({ leaving }),
    clear: () => set({ views: [], leaving: null }),
  };
});

// A session reset (log-out, failed guard) also forgets the opened pages.
useSessionStore.subscribe((state, previous) => {
  if (previous.loaded && !state.loaded) useTagsStore.getState().clear();
});
