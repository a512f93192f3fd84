import { useEffect, useState } from 'react';
import { Button, Divider, Input, Tooltip } from 'antd';
import { Modal } from '../modal';
import {
  BoldOutlined,
  ItalicOutlined,
  LinkOutlined,
  OrderedListOutlined,
  PictureOutlined,
  RedoOutlined,
  StrikethroughOutlined,
  UnderlineOutlined,
  UndoOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import Image from '@tiptap/extension-image';
import { useTranslation } from 'react-i18next';
import { imageSrc, useResourcesUrl } from '../image-src';
import { PictureManager } from '../picture-manager';
import { RICH_TEXT_LIMITS, isSafeLink, toEditorValue } from './rich-text-value';
import './rich-text.css';

export interface RichTextEditorProps {
  /** HTML (antd Form passes it). */
  value?: string | null;
  /** Called with the new HTML, or '' when the text is empty (antd Form passes it). */
  onChange?: (html: string) => void;
  /** Height of the writing area in pixels; 360 by default. */
  height?: number;
  disabled?: boolean;
  /** The writing area's name for screen readers; "Rich text" (in the page's language) by default. */
  'aria-label'?: string;
  'data-testid'?: string;
}

/**
 * Rich text with a toolbar; pictures come from the picture library (up to 15 at a time). The
 * server sanitises whatever this produces, so the editor is a convenience, not a safeguard.
 */
export function RichTextEditor({
  value,
  onChange,
  height = RICH_TEXT_LIMITS.defaultHeight,
  disabled,
  'aria-label': ariaLabel,
  ...rest
}: RichTextEditorProps) {
  const { t } = useTranslation('media');
  useResourcesUrl();
  const [picking, setPicking] = useState(false);
  const [linking, setLinking] = useState<string | null>(null);

  const editor = useEditor({
    extensions: [
      StarterKit.configure({ link: { openOnClick: false, autolink: true, protocols: ['http', 'https', 'mailto', 'tel'] } }),
      Image.configure({ inline: false }),
    ],
    content: value ?? '',
    editable: !disabled,
    editorProps: { attributes: { class: 'rte-content', 'aria-label': ariaLabel ?? t('richText.area'), 'aria-multiline': 'true' } },
    onUpdate: ({ editor: current }) => onChange?.(toEditorValue(current.isEmpty, current.getHTML())),
  });

  // A value from outside (a form loading a record) replaces the document; our own echoes do not. An editor
  // the hook has already destroyed (the dialog closed and reopened while its effects were pending) has no schema.
  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    const incoming = value ?? '';
    if (incoming !== toEditorValue(editor.isEmpty, editor.getHTML())) editor.commands.setContent(incoming, { emitUpdate: false });
  }, [editor, value]);

  useEffect(() => {
    // Without emitting an update: switching modes is not an edit.
    if (editor && !editor.isDestroyed && editor.isEditable === !!disabled) editor.setEditable(!disabled, false);
  }, [editor, disabled]);

  const insertPictures = (paths: string[]) => {
    if (!editor || !paths.length) return;
    // One insertion for all: after setImage the new picture is selected, so a second would replace it.
    editor
      .chain()
      .focus()
      .insertContent(paths.map((path) => ({ type: 'image', attrs: { src: imageSrc(path) } })))
      .run();
  };

  const applyLink = () => {
    if (!editor || linking === null) return;
    const href = linking.trim();
    if (!href) editor.chain().focus().extendMarkRange('link').unsetLink().run();
    else if (isSafeLink(href)) editor.chain().focus().extendMarkRange('link').setLink({ href }).run();
    setLinking(null);
  };

  return (
    <div className={`rte${disabled ? ' rte-disabled' : ''}`} data-testid={rest['data-testid'] ?? 'rich-text'}>
      {editor && !disabled && (
        <Toolbar
          editor={editor}
          onPicture={() => setPicking(true)}
          onLink={() => setLinking((editor.getAttributes('link').href as string | undefined) ?? '')}
        />
      )}
      <div className="rte-body" style={{ height }}>
        <EditorContent editor={editor} />
      </div>
      <PictureManager open={picking} limit={RICH_TEXT_LIMITS.maxImagesPerInsert} onClose={() => setPicking(false)} onConfirm={insertPictures} />
      <Modal open={linking !== null} title={t('richText.link')} onOk={applyLink} onCancel={() => setLinking(null)} destroyOnHidden width={420}>
        <Input
          value={linking ?? ''}
          onChange={(e) => setLinking(e.target.value)}
          onPressEnter={applyLink}
          placeholder="https://"
          status={linking && !isSafeLink(linking.trim()) ? 'error' : undefined}
          data-testid="rte-link-input"
        />
        <div className="rte-hint">{t('richText.linkHint')}</div>
      </Modal>
    </div>
  );
}

interface ToolbarProps {
  editor: Editor;
  onPicture: () => void;
  onLink: () => void;
}

function Toolbar({ editor, onPicture, onLink }: ToolbarProps) {
  const { t } = useTranslation('media');
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      underline: e.isActive('underline'),
      strike: e.isActive('strike'),
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bullet: e.isActive('bulletList'),
      ordered: e.isActive('orderedList'),
      quote: e.isActive('blockquote'),
      link: e.isActive('link'),
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });
  const chain = () => editor.chain().focus();
  const tool = (key: string, label: string, icon: React.ReactNode, active: boolean, run: () => void, disabled = false) => (
    <Tooltip title={label} key={key}>
      <Button
        size="small"
        type={active ? 'primary' : 'text'}
        icon={icon}
        aria-label={label}
        aria-pressed={active}
        disabled={disabled}
        onMouseDown={(e) => e.preventDefault()}
        onClick={run}
        data-testid={`rte-${key}`}
      />
    </Tooltip>
  );
  return (
    <div className="rte-toolbar" role="toolbar">
      {tool('bold', t('richText.bold'), <BoldOutlined />, state.bold, () => chain().toggleBold().run())}
      {tool('italic', t('richText.italic'), <ItalicOutlined />, state.italic, () => chain().toggleItalic().run())}
      {tool('underline', t('richText.underline'), <UnderlineOutlined />, state.underline, () => chain().toggleUnderline().run())}
      {tool('strike', t('richText.strike'), <StrikethroughOutlined />, state.strike, () => chain().toggleStrike().run())}
      <Divider orientation="vertical" />
      {tool('h2', `${t('richText.heading')} H2`, <span className="rte-text-icon">H2</span>, state.h2, () =>
        chain().toggleHeading({ level: 2 }).run(),
      )}
      {tool('h3', `${t('richText.subheading')} H3`, <span className="rte-text-icon">H3</span>, state.h3, () =>
        chain().toggleHeading({ level: 3 }).run(),
      )}
      {tool(
        'quote',
        t('richText.quote'),
        <span className="rte-text-icon" aria-hidden="true">
          ❝
        </span>,
        state.quote,
        () => chain().toggleBlockquote().run(),
      )}
      {tool('bullet', t('richText.bulletList'), <UnorderedListOutlined />, state.bullet, () => chain().toggleBulletList().run())}
      {tool('ordered', t('richText.orderedList'), <OrderedListOutlined />, state.ordered, () => chain().toggleOrderedList().run())}
      <Divider orientation="vertical" />
      {tool('link', t('richText.link'), <LinkOutlined />, state.link, onLink)}
      {tool('image', t('richText.image'), <PictureOutlined />, false, onPicture)}
      <Divider orientation="vertical" />
      {tool('undo', t('richText.undo'), <UndoOutlined />, false, () => chain().undo().run(), !state.canUndo)}
      {tool('redo', t('richText.redo'), <RedoOutlined />, false, () => chain().redo().run(), !state.canRedo)}
    </div>
  );
}
