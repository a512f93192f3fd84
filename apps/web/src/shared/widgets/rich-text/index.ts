export { RichTextEditor, type RichTextEditorProps } from './rich-text-editor';
export { RICH_TEXT_LIMITS, isSafeLink, toEditorValue } from './rich-text-value';
