// The attribute's values as tags, a form control of the attribute dialog.
import { useState } from 'react';
import { Button, Input, Space, Tag } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { ATTR_LIMITS } from '@caremall/contract';
import { useTranslation } from 'react-i18next';
import { EMPTY_VALUE_LIST, addValue, editValue, removeValue, type ValueList, type ValueTag } from '../lib/value-list';
import { getFeedback } from '../../../shared/http';

export interface ValueTagsProps {
  /** The tags and the text typed in the add box (antd Form passes both). */
  value?: ValueList;
  onChange?: (value: ValueList) => void;
}

/** The attribute's values as tags: add by typing, click a tag to edit it in place, close it to remove. */
export function ValueTags({ value = EMPTY_VALUE_LIST, onChange }: ValueTagsProps) {
  const { t } = useTranslation('attr');
  const { message } = getFeedback();
  const { tags, draft } = value;
  const [editingKey, setEditingKey] = useState<number | null>(null);
  const [editText, setEditText] = useState('');
  const setTags = (next: ValueTag[]) => onChange?.({ tags: next, draft });

  const add = () => onChange?.({ tags: addValue(tags, draft), draft: '' });

  const startEdit = (tag: ValueTag) => {
    setEditingKey(tag.key);
    setEditText(tag.value);
  };

  const finishEdit = () => {
    if (editingKey === null) return;
    const result = editValue(tags, editingKey, editText);
    setEditingKey(null);
    if (result.removedEmpty) message.warning({ content: t('rules.valueEmpty'), duration: 1.5 });
    setTags(result.tags);
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
              // Each remove button says which value it removes, as the product form's value tags do.
              closable={{ 'aria-label': `${t('common:delete')} ${tag.value}` }}
              onClose={(e) => {
                e.preventDefault();
                setTags(removeValue(tags, tag.key));
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
          aria-label={t('newValue')}
          placeholder={t('valuePlaceholder')}
          onChange={(e) => onChange?.({ tags, draft: e.target.value })}
          onPressEnter={(e) => {
            e.preventDefault();
            add();
          }}
          data-testid="attr-value-input"
        />
        <Button icon={<PlusOutlined aria-hidden />} onClick={add} data-testid="attr-value-add">
          {t('addValue')}
        </Button>
      </Space.Compact>
    </div>
  );
}
