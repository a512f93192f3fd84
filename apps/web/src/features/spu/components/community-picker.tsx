import { useState } from 'react';
import { App, Button, Input, Modal, Space, Table, Tag } from 'antd';
import { SPU_MESSAGES, type CommunityQuery, type CommunityVO } from '@caremall/contract';
import { useTranslation } from 'react-i18next';
import { useCrudList } from '../../../shared/crud';
import { useCommunityList } from '../api';
import type { CommunityChoice } from '../lib/submission';
import { contractText } from '../../../shared/i18n/contract-text';

const PAGE_SIZES = [10, 20, 30];

interface CommunityPickerProps {
  value?: CommunityChoice[];
  onChange?: (value: CommunityChoice[]) => void;
  /** The shop's operator; without one nothing can be chosen. */
  tenantName: string | null | undefined;
}

/** Communities (type 1) and stations (type 2) of the shop's operator, several at a time. */
export function CommunityPicker({ value = [], onChange, tenantName }: CommunityPickerProps) {
  const { t } = useTranslation('spu');
  const { message } = App.useApp();
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<CommunityChoice[]>([]);
  const [nameInput, setNameInput] = useState('');
  // Read only while the picker is open.
  // Spec §7: the call sends affiliation (the operator, i.e. the shop's tenant name) and communityName.
  const list = useCrudList<CommunityQuery, CommunityVO>((query) => useCommunityList(query, open), { affiliation: tenantName ?? undefined });

  const openPicker = () => {
    if (!tenantName) return void message.error({ content: contractText('spu', SPU_MESSAGES.noTenant), duration: 1.5 });
    setDraft(value);
    setOpen(true);
  };
  const confirm = () => {
    if (draft.length === 0) return void message.error({ content: t('community.pickRequired'), duration: 1.5 });
    onChange?.(draft);
    setOpen(false);
  };
  const toChoice = (c: CommunityVO): CommunityChoice => ({ communityType: c.commType, communityId: c.id, communityName: c.communityName });
  const rows = list.page.data?.list ?? [];

  return (
    <div data-testid="community-picker">
      <Space wrap style={{ marginBottom: 8 }}>
        {value.map((c) => (
          <Tag
            key={c.communityId}
            closable
            color={c.communityType === 2 ? 'purple' : 'blue'}
            onClose={() => onChange?.(value.filter((x) => x.communityId !== c.communityId))}
            data-testid="community-tag"
          >
            {c.communityName}
          </Tag>
        ))}
      </Space>
      <div>
        <Button onClick={openPicker} data-testid="community-choose">
          {t('community.choose')}
        </Button>
      </div>
      <Modal
        open={open}
        title={t('community.title')}
        width={760}
        onCancel={() => setOpen(false)}
        onOk={confirm}
        okButtonProps={{ 'data-testid': 'community-ok' } as Record<`data-${string}`, string>}
        destroyOnHidden
      >
        <Space style={{ marginBottom: 12 }} wrap>
          <Input
            allowClear
            value={nameInput}
            placeholder={t('community.placeholder')}
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
          dataSource={rows}
          rowSelection={{
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
          pagination={{ ...list.pagination(), pageSizeOptions: PAGE_SIZES }}
        />
      </Modal>
    </div>
  );
}
