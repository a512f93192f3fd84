import { useId, useRef, useState, type ChangeEvent } from 'react';
import { Button, Progress, Select, Space, type RefSelectProps } from 'antd';
import { CloseOutlined, PlusOutlined } from '@ant-design/icons';
import type { AttachFileGroupVO, AttachFileRecord } from '@caremall/contract';
import { useTranslation } from 'react-i18next';
import { fetchUploadSlots, useSaveFiles } from './api';
import { GroupDialog } from './group-dialog';
import { putFile, UploadRefused } from './put-file';
import { checkSelection } from './upload-validation';
import { getFeedback } from '../../http';
import { useClearButton } from '../clear-button';

interface PendingFile {
  uid: number;
  file: File;
  percent: number;
  /** `uploaded`: in the store, not yet in the library (the save records it there). */
  status: 'waiting' | 'uploading' | 'uploaded' | 'error';
  /** Why the store refused it. */
  reason?: string;
}

export interface UploadPanelProps {
  groups: AttachFileGroupVO[];
  /** Group preselected for the new pictures (0: none). */
  defaultGroupId: number;
  /** After the pictures are saved: the group they went to. */
  onUploaded: (groupId: number) => void;
}

const subtypeOf = (file: File) => (file.type.split('/')[1] ?? file.name.split('.').pop() ?? '').toLowerCase();
let nextUid = 1;

/**
 * The mall4cloud OSS flow: ask /oss/info for one presigned URL per file, PUT each file there with
 * its own progress bar, then record the uploaded files in the library.
 */
export function UploadPanel({ groups, defaultGroupId, onUploaded }: UploadPanelProps) {
  const { t } = useTranslation('media');
  const clearButton = useClearButton();
  const { message } = getFeedback();
  const input = useRef<HTMLInputElement>(null);
  const [pending, setPending] = useState<PendingFile[]>([]);
  const [groupId, setGroupId] = useState<number | null>(defaultGroupId || null);
  // Why the upload waits for a group, kept beside the group field until one is chosen (a toast goes by too soon).
  const [groupMissing, setGroupMissing] = useState(false);
  const groupMissingText = groups.length > 0 ? t('picture.groupRequired') : t('picture.noGroup');
  const groupSelect = useRef<RefSelectProps>(null);
  const createGroupButton = useRef<HTMLButtonElement>(null);
  const groupErrorId = useId();
  const [creatingGroup, setCreatingGroup] = useState(false);
  const [busy, setBusy] = useState(false);
  const saveFiles = useSaveFiles();

  const patch = (uid: number, change: Partial<PendingFile>) => setPending((list) => list.map((p) => (p.uid === uid ? { ...p, ...change } : p)));

  const onChoose = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    event.target.value = '';
    const check = checkSelection(files, pending.length);
    const names = (list: File[]) => list.map((f) => f.name).join('、');
    if (check.notImages.length) message.info({ content: t('picture.onlyPictures', { names: names(check.notImages) }), duration: 1.5 });
    if (check.tooLarge.length) message.error({ content: t('picture.tooLarge', { names: names(check.tooLarge) }), duration: 1.5 });
    if (check.nameTooLong.length) message.error({ content: t('picture.nameTooLong', { names: names(check.nameTooLong) }), duration: 1.5 });
    if (check.tooMany) message.error({ content: t('picture.tooMany'), duration: 1.5 });
    const added = check.accepted.map((file) => ({ uid: nextUid++, file, percent: 0, status: 'waiting' as const }));
    setPending((list) => [...list, ...added]);
  };

  const chooseGroupWithoutGroups = () => message.warning({ content: t('picture.noGroup'), duration: 1.5 });

  async function upload() {
    if (pending.length === 0) {
      message.warning({ content: t('picture.noFileChosen'), duration: 1.5 });
      return;
    }
    // Spec: choosing a group is required (the server refuses a picture without one too).
    if (groupId === null) {
      message.warning({ content: groupMissingText, duration: 1.5 });
      setGroupMissing(true);
      if (groups.length > 0) groupSelect.current?.focus();
      else createGroupButton.current?.focus();
      return;
    }
    setBusy(true);
    try {
      const { ossList } = await fetchUploadSlots(pending.length);
      if (!ossList || ossList.length < pending.length) {
        message.error({ content: t('picture.noSlots'), duration: 1.5 });
        return;
      }
      const target = groupId;
      const refused: string[] = [];
      const records = await Promise.all(
        pending.map(async (item, index): Promise<AttachFileRecord | null> => {
          const slot = ossList[index]!;
          patch(item.uid, { status: 'uploading', percent: 0 });
          try {
            await putFile(slot.actionUrl, item.file, (percent) => patch(item.uid, { percent }));
            patch(item.uid, { status: 'uploaded', percent: 100 });
            return {
              filePath: `/${slot.dir}${slot.fileName}`,
              fileName: item.file.name,
              fileType: subtypeOf(item.file),
              fileSize: item.file.size,
              type: 1,
              attachFileGroupId: target,
            };
          } catch (error) {
            const reason = (error instanceof UploadRefused && error.reason) || t('picture.requestError');
            patch(item.uid, { status: 'error', reason });
            refused.push(t('picture.refusedFile', { name: item.file.name, reason }));
            return null;
          }
        }),
      );
      const uploaded = records.filter((r): r is AttachFileRecord => r !== null);
      if (uploaded.length > 0) {
        try {
          await saveFiles.mutateAsync(uploaded);
        } catch (error) {
          // Not in the library (the http client showed why): each goes back to be sent again, by a new upload, since
          // the server may have removed what it refused; nothing has to be chosen a second time.
          setPending((list) => list.map((p) => (p.status === 'uploaded' ? { ...p, status: 'waiting', percent: 0 } : p)));
          throw error;
        }
      }
      setPending((list) => list.filter((p) => p.status !== 'uploaded'));
      // Nothing claims success while a file was refused: each refused one stays listed with its reason.
      if (refused.length > 0) {
        message.error({
          content: t('picture.refusedFiles', { count: uploaded.length, list: refused.join(t('picture.refusedFileSeparator')) }),
          duration: 4,
        });
        return;
      }
      message.success({ content: t('common:actionSuccess'), duration: 1.5 });
      onUploaded(target);
    } catch {
      // the http client already showed the server's message
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="pm-upload" data-testid="pm-upload-panel">
      <div className="pm-upload-title">{t('picture.selectLocalPic')}</div>
      <div className="pm-upload-list">
        {pending.map((p) => (
          <div key={p.uid} className="pm-upload-item" data-testid="pm-upload-item" data-name={p.file.name}>
            <span className="pm-upload-name" title={p.file.name}>
              {p.file.name}
            </span>
            {p.reason && (
              <span className="pm-upload-reason" role="alert" data-testid="pm-upload-reason">
                {p.reason}
              </span>
            )}
            <Progress
              percent={p.percent}
              size="small"
              status={p.status === 'error' ? 'exception' : p.status === 'uploaded' ? 'success' : 'active'}
              data-testid="pm-progress"
            />
            {p.status !== 'uploading' && (
              <button
                type="button"
                className="plain-button"
                aria-label={`${t('picture.remove')} ${p.file.name}`}
                onClick={() => setPending((list) => list.filter((x) => x.uid !== p.uid))}
              >
                <CloseOutlined aria-hidden />
              </button>
            )}
          </div>
        ))}
        <button
          type="button"
          className="pm-upload-add"
          aria-label={t('picture.selectLocalPic')}
          onClick={() => input.current?.click()}
          data-testid="pm-choose-files"
        >
          <PlusOutlined aria-hidden />
        </button>
        <input
          ref={input}
          type="file"
          multiple
          accept="image/jpeg,image/png,image/gif"
          style={{ display: 'none' }}
          onChange={onChoose}
          data-testid="pm-file-input"
        />
      </div>
      <Space className="pm-upload-group">
        {groups.length > 0 ? (
          <Select
            allowClear={clearButton}
            style={{ width: 180 }}
            placeholder={t('picture.selectGroup')}
            aria-label={t('picture.selectGroup')}
            ref={groupSelect}
            status={groupMissing ? 'error' : undefined}
            aria-invalid={groupMissing ? true : undefined}
            aria-describedby={groupMissing ? groupErrorId : undefined}
            value={groupId ?? undefined}
            onChange={(value?: number) => {
              setGroupId(value ?? null);
              if (value != null) setGroupMissing(false);
            }}
            options={groups.map((g) => ({ value: g.attachFileGroupId, label: g.name }))}
            data-testid="pm-upload-group"
          />
        ) : (
          <Button type="link" onClick={chooseGroupWithoutGroups}>
            {t('picture.selectGroup')}
          </Button>
        )}
        <Button
          type="link"
          ref={createGroupButton}
          aria-describedby={groupMissing && groups.length === 0 ? groupErrorId : undefined}
          onClick={() => setCreatingGroup(true)}
        >
          {t('picture.createGroup')}
        </Button>
      </Space>
      {groupMissing && (
        <div id={groupErrorId} className="pm-upload-group-error" data-testid="pm-upload-group-error">
          {groupMissingText}
        </div>
      )}
      <div className="pm-upload-tip">{t('picture.uploadTips')}</div>
      <Button type="primary" loading={busy} onClick={() => void upload()} data-testid="pm-upload-confirm">
        {t('picture.confirmUpload')}
      </Button>
      <GroupDialog open={creatingGroup} onClose={() => setCreatingGroup(false)} />
    </div>
  );
}
