import { lazy, Suspense } from 'react';
import type { RichTextEditorProps } from './rich-text-editor';
import { RICH_TEXT_LIMITS } from './rich-text-value';

const Editor = lazy(async () => ({ default: (await import('./rich-text-editor')).RichTextEditor }));

/** The rich-text editor (tiptap and ProseMirror, the app's heaviest code) loads when a form first shows it. */
export function RichTextEditor(props: RichTextEditorProps) {
  return (
    <Suspense fallback={<div aria-busy="true" style={{ minHeight: props.height ?? RICH_TEXT_LIMITS.defaultHeight }} />}>
      <Editor {...props} />
    </Suspense>
  );
}
