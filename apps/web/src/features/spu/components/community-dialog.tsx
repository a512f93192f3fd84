import { useState } from 'react';
import { Button, Input, Space, Table } from 'antd';
import { Modal } from '../../../shared/widgets/modal';
import { Pagination } from '../../../shared/ui';
import type { CommunityQuery, CommunityVO } from '@caremall/contract';
import { useTranslation } from 'react-i18next';
import { useCrudList } from '../../../shared/crud';
import { useCommunityList } from '../api';
import type { CommunityChoice } from '../lib/submission';
import { getFeedback } from '../../../shared/http';
import { selectionLabels } from '../../../shared/widgets/selection-labels';
import { useClearButton } from '../../../shared/widgets/clear-button';

const PAGE_SIZES = [10, 20, 30];

interface CommunityDialogProps {
  open: boolean;
  /** The shop's operator: the call sends it as the affiliation (spec §7). */
  tenantName: string;
  /** What is chosen when the dialog opens. */
  value: CommunityChoice[];
  onClose: () => void;
  onConfirm: (chosen: CommunityChoice[]) => void;
}

const toChoice = (c: CommunityVO): CommunityChoice => ({ communityType: c.commType, communityId: c.id, communityName: c.communityName });

/** Searches the operator's communities and stations and chooses several, across pages and searches. */
export function CommunityDialog({ open, tenantName, value, onClose, onConfirm }: CommunityDialogProps) {
  const { t } = useTranslation('spu');
  const clearButton = useClearButton();
  const rowSelectionLabels = selectionLabels<CommunityVO>(t, (row) => row.communityName);
  const { message } = getFeedback();
  const [draft, setDraft] = useState<CommunityChoice[]>(value);
  const [nameInput, setNameInput] = useState('');
  // Read only while the dialog is open. Spec §7: the call sends affiliation and communityName.
  const list = useCrudList<CommunityQuery, CommunityVO>((query) => useCommunityList(query, open), { affiliation: tenantName });
  // Each opening starts from what the form holds.
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setDraft(value);
  }

  const confirm = () => {
    if (draft.length === 0) return void message.error({ content: t('community.pickRequired'), duration: 1.5 });
    onConfirm(draft);
  };

  return (
    <Modal
      open={open}
      title={t('community.title')}
      width={760}
      onCancel={onClose}
      onOk={confirm}
      okButtonProps={{ 'data-testid': 'community-ok' } as Record<`data-${string}`, string>}
      destroyOnHidden
    >
      <Space style={{ marginBottom: 12 }} wrap>
        <Input
          allowClear={clearButton}
          value={nameInput}
          placeholder={t('community.placeholder')}
          aria-label={t('community.name')}
          onChange={(e) => setNameInput(e.target.value)}
          style={{ width: 200 }}
          data-testid="community-name"
        />
        <Button type="primary" onClick={() => list.search({ communityName: nameInput })} data-testid="community-search">
          {t('community.search')}
        </Button>
        <span>{t('community.selected', { count: draft.length })}</span>
      </Space>
      <Table<CommunityVO>
        size="small"
        rowKey="id"
        loading={list.page.isFetching}
        dataSource={list.page.data?.list ?? []}
        rowSelection={{
          ...rowSelectionLabels,
          preserveSelectedRowKeys: true,
          selectedRowKeys: draft.map((c) => c.communityId),
          // The keys are the whole selection, across pages and searches: one choice is counted once.
          onChange: (keys, chosen) => {
            const known = new Map(draft.map((c) => [c.communityId, c]));
            for (const row of chosen) if (row) known.set(row.id, toChoice(row));
            setDraft([...new Set(keys.map(Number))].flatMap((id) => known.get(id) ?? []));
          },
        }}
        onRow={() => ({ 'data-testid': 'community-row' }) as React.HTMLAttributes<HTMLElement>}
        columns={[
          { title: t('community.name'), dataIndex: 'communityName' },
          { title: t('community.address'), dataIndex: 'communityAddress' },
          { title: t('community.type'), dataIndex: 'commType', width: 90, render: (v: number) => t(`community.types.${v}`) },
        ]}
        pagination={false}
      />
      {/* The kit's pager: antd's names its previous and next buttons by their icons ("left", "right"). */}
      <Pagination {...list.pagination()} pageSizeOptions={PAGE_SIZES} data-testid="community-pager" />
    </Modal>
  );
}
