import { useState } from 'react';
import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import type { AttachFileGroupVO } from '@caremall/contract';
import { useTranslation } from 'react-i18next';
import { useConfirmDelete } from '../use-confirm-delete';
import { useDeleteGroup } from './api';
import { GroupDialog } from './group-dialog';

export interface GroupSidebarProps {
  groups: AttachFileGroupVO[];
  /** 0: all pictures. */
  activeId: number;
  onSelect: (groupId: number) => void;
}

/** "All pictures" and the shop's groups, each with rename and delete. */
export function GroupSidebar({ groups, activeId, onSelect }: GroupSidebarProps) {
  const { t } = useTranslation('media');
  const askDelete = useConfirmDelete();
  const remove = useDeleteGroup();
  const [editing, setEditing] = useState<AttachFileGroupVO | null>(null);

  const confirmDelete = (group: AttachFileGroupVO) =>
    askDelete(() => remove.mutateAsync(group.attachFileGroupId), { afterSuccess: () => activeId === group.attachFileGroupId && onSelect(0) });

  const item = (id: number, name: string, group?: AttachFileGroupVO) => (
    <div key={id} className={`pm-group${activeId === id ? ' pm-group-active' : ''}`} data-testid="pm-group" data-name={name}>
      <button type="button" className="pm-group-name plain-button" aria-current={activeId === id || undefined} onClick={() => onSelect(id)}>
        {name}
      </button>
      {group && (
        <span className="pm-group-actions">
          <button
            type="button"
            className="plain-button"
            aria-label={`${t('common:edit')} ${name}`}
            data-testid="pm-group-edit"
            onClick={() => setEditing(group)}
          >
            <EditOutlined aria-hidden />
          </button>
          <button
            type="button"
            className="plain-button"
            aria-label={`${t('common:delete')} ${name}`}
            data-testid="pm-group-delete"
            onClick={() => confirmDelete(group)}
          >
            <DeleteOutlined aria-hidden />
          </button>
        </span>
      )}
    </div>
  );

  return (
    <div className="pm-sidebar">
      {item(0, t('picture.allPictures'))}
      {groups.map((g) => item(g.attachFileGroupId, g.name, g))}
      <GroupDialog open={editing !== null} group={editing} onClose={() => setEditing(null)} />
    </div>
  );
}
