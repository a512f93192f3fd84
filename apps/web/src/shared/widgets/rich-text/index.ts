export { RichTextEditor } from './lazy-rich-text-editor';
export type { RichTextEditorProps } from './rich-text-editor';
export { RICH_TEXT_LIMITS, isSafeLink, toEditorValue } from './rich-text-value';
