import { Empty, Spin } from 'antd';
import { Pagination } from '../../ui';
import { CheckOutlined } from '@ant-design/icons';
import type { AttachFileVO, PageVO } from '@caremall/contract';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useItemFocus } from '../../ui/item-focus';
import { imageSrc } from '../image-src';
import { useConfirmDelete } from '../use-confirm-delete';
import { useDeleteFile } from './api';
import { PICTURE_LIMITS } from './limits';

export interface PictureGridProps {
  page: PageVO<AttachFileVO> | undefined;
  loading: boolean;
  pageNum: number;
  onPageChange: (pageNum: number) => void;
  selectedIds: number[];
  onToggle: (file: AttachFileVO) => void;
  onEdit: (file: AttachFileVO) => void;
}

/** One page (15) of pictures as tiles: click to pick, with edit (rename/move) and delete under each. */
export function PictureGrid({ page, loading, pageNum, onPageChange, selectedIds, onToggle, onEdit }: PictureGridProps) {
  const { t } = useTranslation('media');
  const askDelete = useConfirmDelete();
  const remove = useDeleteFile();

  const confirmDelete = (file: AttachFileVO) => askDelete(() => remove.mutateAsync(file.fileId));

  const files = page?.list ?? [];
  // A deleted picture's tile hands the keyboard focus to the tile in its place.
  const grid = useRef<HTMLDivElement>(null);
  useItemFocus(grid, loading);
  return (
    <Spin spinning={loading}>
      <div className="pm-grid" ref={grid}>
        {files.map((file) => {
          const selected = selectedIds.includes(file.fileId);
          return (
            <div key={file.fileId} className={`pm-tile${selected ? ' pm-tile-selected' : ''}`} data-testid="pm-tile" data-name={file.fileName}>
              <button
                type="button"
                className="pm-thumb plain-button"
                aria-pressed={selected}
                onClick={() => onToggle(file)}
                data-testid="pm-tile-pick"
              >
                <img src={imageSrc(file.filePath)} alt={file.fileName} width={100} height={100} />
                {selected && (
                  <span className="pm-check">
                    <CheckOutlined aria-hidden />
                  </span>
                )}
              </button>
              <div className="pm-tile-name" title={file.fileName} onClick={() => onToggle(file)}>
                {file.fileName}
              </div>
              <div className="pm-tile-actions">
                <button
                  type="button"
                  className="plain-button pm-link"
                  aria-label={`${t('common:edit')} ${file.fileName}`}
                  onClick={() => onEdit(file)}
                  data-testid="pm-tile-edit"
                >
                  {t('common:edit')}
                </button>
                <button
                  type="button"
                  className="plain-button pm-danger"
                  aria-label={`${t('common:delete')} ${file.fileName}`}
                  onClick={() => confirmDelete(file)}
                  data-testid="pm-tile-delete"
                >
                  {t('common:delete')}
                </button>
              </div>
            </div>
          );
        })}
        {!loading && files.length === 0 && <Empty className="pm-empty" description={t('picture.empty')} />}
      </div>
      {/* The kit's pager: antd's names its previous and next buttons by their icons ("left", "right"). */}
      <Pagination
        current={pageNum}
        pageSize={PICTURE_LIMITS.pageSize}
        total={page?.total ?? 0}
        showTotal={(total) => t('common:total', { total })}
        onChange={onPageChange}
        data-testid="pm-pager"
      />
    </Spin>
  );
}
