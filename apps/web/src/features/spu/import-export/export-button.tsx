import { useState } from 'react';
import { App, Button, Dropdown, Space } from 'antd';
import { DownOutlined, DownloadOutlined } from '@ant-design/icons';
import type { SpuSearchQuery, SpuTransferFormat } from '@caremall/contract';
import { useTranslation } from 'react-i18next';
import { exportProducts, saveFile } from './api';

/** Downloads the list's current matches (xlsx, or csv from the menu); a refusal is shown as a toast. */
export function ExportProductsButton({ query }: { query: SpuSearchQuery }) {
  const { t } = useTranslation('spu');
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);

  const run = async (format: SpuTransferFormat) => {
    setBusy(true);
    try {
      const answer = await exportProducts(query, format);
      if ('error' in answer) message.error({ content: answer.error, duration: 1.5 });
      else saveFile(answer);
    } catch (error) {
      message.error({ content: error instanceof Error ? error.message : String(error), duration: 1.5 });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Space.Compact>
      <Button icon={<DownloadOutlined />} loading={busy} onClick={() => void run('xlsx')} data-testid="product-export">
        {t('transfer.export')}
      </Button>
      <Dropdown
        disabled={busy}
        menu={{
          items: [{ key: 'csv', label: <span data-testid="product-export-csv">{t('transfer.exportCsv')}</span> }],
          onClick: () => void run('csv'),
        }}
      >
        <Button icon={<DownOutlined />} aria-label={t('transfer.exportFormats')} data-testid="product-export-formats" />
      </Dropdown>
    </Space.Compact>
  );
}
