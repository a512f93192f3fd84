import { useState } from 'react';
import { App, Button, Input, Space, Tag } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { ATTR_LIMITS } from '@caremall/contract';
import { useTranslation } from 'react-i18next';
import { addValue, editValue, removeValue, type ValueTag } from '../lib/value-list';

export interface ValueTagsProps {
  tags: ValueTag[];
  onChange: (tags: ValueTag[]) => void;
  /** Text typed in the add box and not yet added; the dialog adds it on save. */
  draft: string;
  onDraftChange: (draft: string) => void;
}

/** The attribute's values as tags: add by typing, click a tag to edit it in place, close it to remove. */
export function ValueTags({ tags, onChange, draft, onDraftChange }: ValueTagsProps) {
  const { t } = useTranslation('attr');
  const { message } = App.useApp();
  const [editingKey, setEditingKey] = useState<number | null>(null);
  const [editText, setEditText] = useState('');

  const add = () => {
    onChange(addValue(tags, draft));
    onDraftChange('');
  };

  const startEdit = (tag: ValueTag) => {
    setEditingKey(tag.key);
    setEditText(tag.value);
  };

  const finishEdit = () => {
    if (editingKey === null) return;
    const result = editValue(tags, editingKey, editText);
    setEditingKey(null);
    if (result.removedEmpty) message.warning({ content: t('rules.valueEmpty'), duration: 1.5 });
    onChange(result.tags);
  };

  return (
    <div data-testid="attr-values">
      <Space size={[8, 8]} wrap style={{ marginBottom: tags.length ? 8 : 0 }}>
        {tags.map((tag) =>
          tag.key === editingKey ? (
            <Input
              key={tag.key}
              size="small"
              autoFocus
              style={{ width: 140 }}
              maxLength={ATTR_LIMITS.value}
              value={editText}
              onChange={(e) => setEditText(e.target.value)}
              onPressEnter={finishEdit}
              onBlur={finishEdit}
              data-testid="attr-value-edit-input"
            />
          ) : (
            <Tag
              key={tag.key}
              closable
              onClose={(e) => {
                e.preventDefault();
                onChange(removeValue(tags, tag.key));
              }}
              style={{ cursor: 'text', fontSize: 14, padding: '2px 8px', marginInlineEnd: 0 }}
              data-testid="attr-value-tag"
            >
              <span onClick={() => startEdit(tag)} title={t('editValueHint')}>
                {tag.value}
              </span>
            </Tag>
          ),
        )}
      </Space>
      <Space.Compact style={{ width: '100%', maxWidth: 440 }}>
        <Input
          value={draft}
          maxLength={ATTR_LIMITS.value}
          showCount
          placeholder={t('valuePlaceholder')}
          onChange={(e) => onDraftChange(e.target.value)}
          onPressEnter={(e) => {
            e.preventDefault();
            add();
          }}
          data-testid="attr-value-input"
        />
        <Button icon={<PlusOutlined />} onClick={add} data-testid="attr-value-add">
          {t('addValue')}
        </Button>
      </Space.Compact>
    </div>
  );
}
