import { useEffect, useRef, useState } from 'react';
import { Button, Input, Space } from 'antd';
import { Modal } from '../modal';
import { PlusOutlined, SearchOutlined, UploadOutlined } from '@ant-design/icons';
import type { AttachFileVO } from '@caremall/contract';
import { useTranslation } from 'react-i18next';
import { useResourcesUrl } from '../image-src';
import { useFiles, useGroups } from './api';
import { GroupDialog } from './group-dialog';
import { GroupSidebar } from './group-sidebar';
import { PICTURE_LIMITS } from './limits';
import { PictureGrid } from './picture-grid';
import { RenameDialog } from './rename-dialog';
import { UploadPanel } from './upload-panel';
import { toggleSelection } from './upload-validation';
import './picture-manager.css';
import { getFeedback } from '../../http';
import { useClearButton } from '../clear-button';
import { useLastPageAfterDelete } from '../list-paging';
import { useFocusOnReturn } from '../../ui/item-focus';

export interface PictureManagerProps {
  open: boolean;
  /** How many pictures may be picked: 1 for a single picture. */
  limit: number;
  onClose: () => void;
  /** Stored paths of the picked pictures, in the order they were picked. */
  onConfirm: (paths: string[]) => void;
}

/** The shop's picture library: groups, search, paging by 15, upload, rename, move, delete, and picking. */
export function PictureManager({ open, limit, onClose, onConfirm }: PictureManagerProps) {
  const { t } = useTranslation('media');
  const clearButton = useClearButton();
  const { message } = getFeedback();
  useResourcesUrl();
  const [tab, setTab] = useState<'pick' | 'upload'>('pick');
  const [groupId, setGroupId] = useState(0);
  const [search, setSearch] = useState('');
  const [fileName, setFileName] = useState('');
  const [pageNum, setPageNum] = useState(1);
  const [selected, setSelected] = useState<AttachFileVO[]>([]);
  const [creatingGroup, setCreatingGroup] = useState(false);
  const [editing, setEditing] = useState<AttachFileVO | null>(null);

  useEffect(() => {
    if (!open) return;
    setTab('pick');
    setSelected([]);
    setPageNum(1);
  }, [open]);

  const groups = useGroups(open);
  const files = useFiles({ pageNum, pageSize: PICTURE_LIMITS.pageSize, fileName, fileGroupId: groupId }, open && tab === 'pick');
  useLastPageAfterDelete(pageNum, files.data, setPageNum);

  // Searching always fetches: the same words again still show pictures added meanwhile.
  const runSearch = () => {
    const name = search.trim();
    if (name === fileName && pageNum === 1 && tab === 'pick') void files.refetch();
    setFileName(name);
    setPageNum(1);
    setTab('pick');
  };

  const showGroup = (id: number) => {
    setGroupId(id);
    setPageNum(1);
    setTab('pick');
  };

  // Leaving the upload panel by its own buttons (an upload done, 返回选择) takes away the button that had the focus:
  // the upload button that opened the panel takes it back.
  const uploadButton = useRef<HTMLButtonElement>(null);
  const returnFocus = useFocusOnReturn(tab === 'pick', () => uploadButton.current);
  const leaveUpload = (then: () => void) => {
    returnFocus();
    then();
  };

  const toggle = (file: AttachFileVO) => {
    const next = toggleSelection(selected, file, limit, (a, b) => a.fileId === b.fileId);
    if (next === 'full') message.error({ content: t('picture.superiorLimit'), duration: 1.5 });
    else setSelected(next);
  };

  const confirm = () => {
    onConfirm(selected.map((f) => f.filePath));
    onClose();
  };

  return (
    <Modal open={open} title={t('picture.title')} width={880} footer={null} onCancel={onClose} destroyOnHidden>
      <div data-testid="picture-manager">
        <div className="pm-toolbar">
          <Space>
            <Button
              ref={uploadButton}
              type="primary"
              ghost
              icon={<UploadOutlined aria-hidden />}
              onClick={() => setTab('upload')}
              data-testid="pm-upload-tab"
            >
              {t('picture.uploadPic')}
            </Button>
            <Button icon={<PlusOutlined aria-hidden />} onClick={() => setCreatingGroup(true)} data-testid="pm-create-group">
              {t('picture.createGroup')}
            </Button>
          </Space>
          <Space.Compact>
            <Input
              allowClear={clearButton}
              value={search}
              aria-label={t('picture.picName')}
              placeholder={t('picture.picName')}
              onChange={(e) => setSearch(e.target.value)}
              onPressEnter={runSearch}
              data-testid="pm-search"
            />
            <Button type="primary" icon={<SearchOutlined aria-hidden />} onClick={runSearch} data-testid="pm-search-button">
              {t('common:search')}
            </Button>
          </Space.Compact>
        </div>
        <div className="pm-body">
          <GroupSidebar groups={groups.data ?? []} activeId={groupId} onSelect={showGroup} />
          <div className="pm-main">
            {tab === 'pick' ? (
              <>
                <PictureGrid
                  page={files.data}
                  loading={files.isFetching && !files.data}
                  pageNum={pageNum}
                  onPageChange={setPageNum}
                  selectedIds={selected.map((f) => f.fileId)}
                  onToggle={toggle}
                  onEdit={setEditing}
                />
                <div className="pm-footer">
                  {limit > 1 && <span>{t('picture.selectedCount', { count: selected.length })}</span>}
                  <Button type="primary" disabled={selected.length === 0} onClick={confirm} data-testid="pm-confirm">
                    {t('common:confirm')}
                  </Button>
                </div>
              </>
            ) : (
              <>
                <UploadPanel groups={groups.data ?? []} defaultGroupId={groupId} onUploaded={(id) => leaveUpload(() => showGroup(id))} />
                <Button type="link" onClick={() => leaveUpload(() => setTab('pick'))} data-testid="pm-back-to-pick">
                  {t('picture.backToPick')}
                </Button>
              </>
            )}
          </div>
        </div>
      </div>
      <GroupDialog open={creatingGroup} onClose={() => setCreatingGroup(false)} />
      <RenameDialog file={editing} groups={groups.data ?? []} onClose={() => setEditing(null)} />
    </Modal>
  );
}
