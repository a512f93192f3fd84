import { useEffect, useState } from 'react';

/** Spec §9: past this much scrolling the page counts as covered (the fixed header then lies over the content). */
export const PAGE_COVER_SCROLL = 80;

/** Whether the window has scrolled past PAGE_COVER_SCROLL. */
export function usePageCover(): boolean {
  const [covered, setCovered] = useState(false);
  useEffect(() => {
    const update = () => setCovered(window.scrollY > PAGE_COVER_SCROLL);
    // Reading the scroll position lays the page out: the first read waits for the frame, which lays it out anyway.
    const first = requestAnimationFrame(update);
    window.addEventListener('scroll', update, { passive: true });
    return () => {
      cancelAnimationFrame(first);
      window.removeEventListener('scroll', update);
    };
  }, []);
  return covered;
}
