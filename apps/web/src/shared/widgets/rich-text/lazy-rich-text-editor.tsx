import { Suspense, useEffect, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyInAntdScope } from '../../theme/lazy-in-scope';
import type { RichTextEditorProps } from './rich-text-editor';
import { RICH_TEXT_LIMITS } from './rich-text-value';

// Drawn with antd: it brings antd's scope along, so a light screen (the product form) can hold it.
const Editor = lazyInAntdScope(async () => (await import('./rich-text-editor')).RichTextEditor);

/** How far below (or above) the visible page the editor's place starts loading it. */
const NEAR = '400px 0px';

/** Moves focus into the editor once it is drawn, when its place had focus while it loaded. */
function FocusOnMount({ within, wanted }: { within: RefObject<HTMLDivElement | null>; wanted: boolean }) {
  useEffect(() => {
    if (wanted) within.current?.querySelector<HTMLElement>('button:not(:disabled), [contenteditable="true"]')?.focus();
  }, [within, wanted]);
  return null;
}

/**
 * The rich-text editor (tiptap and ProseMirror, the app's heaviest code) loads when its place comes near the
 * visible page or gets focus: a long form (the product's) whose details are further down loads without it. Until
 * then its place is an empty text box of the same name and size (not busy: nothing loads until it is wanted).
 */
export function RichTextEditor(props: RichTextEditorProps) {
  const { t } = useTranslation('media');
  const minHeight = props.height ?? RICH_TEXT_LIMITS.defaultHeight;
  const place = useRef<HTMLDivElement>(null);
  const wrap = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(typeof IntersectionObserver === 'undefined');
  const [focusWanted, setFocusWanted] = useState(false);

  useEffect(() => {
    if (near || !place.current) return;
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && setNear(true), { rootMargin: NEAR });
    observer.observe(place.current);
    return () => observer.disconnect();
  }, [near]);

  if (!near) {
    return (
      <div
        ref={place}
        role="textbox"
        aria-multiline="true"
        tabIndex={0}
        aria-label={props['aria-label'] ?? t('richText.area')}
        style={{ minHeight }}
        data-testid={props['data-testid'] && `${props['data-testid']}-place`}
        onFocus={() => {
          setFocusWanted(true);
          setNear(true);
        }}
      />
    );
  }
  return (
    <div ref={wrap}>
      <Suspense fallback={<div aria-busy="true" style={{ minHeight }} />}>
        <Editor {...props} />
        <FocusOnMount within={wrap} wanted={focusWanted} />
      </Suspense>
    </div>
  );
}
