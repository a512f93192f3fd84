import { useState } from 'react';
import { DownOutlined, DownloadOutlined } from '@ant-design/icons';
import type { SpuSearchQuery, SpuTransferFormat } from '@caremall/contract';
import { useTranslation } from 'react-i18next';
import { failureMessage, getFeedback } from '../../../shared/http';
import { Button, MenuButton } from '../../../shared/ui';
import { exportProducts, saveFile } from './api';

/** Downloads the list's current matches (xlsx, or csv from the menu); a refusal is shown as a toast. */
export function ExportProductsButton({ query }: { query: SpuSearchQuery }) {
  const { t } = useTranslation('spu');
  const [busy, setBusy] = useState(false);

  const run = async (format: SpuTransferFormat) => {
    if (busy) return;
    setBusy(true);
    const refuse = (content: string) => getFeedback().message.error({ content, duration: 1.5 });
    try {
      const answer = await exportProducts(query, format);
      if ('error' in answer) refuse(answer.error);
      else saveFile(answer);
    } catch (error) {
      refuse(failureMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <span className="ui-space" style={{ gap: 0 }}>
      <Button icon={<DownloadOutlined />} loading={busy} onClick={() => void run('xlsx')} data-testid="product-export">
        {t('transfer.export')}
      </Button>
      <MenuButton
        className="ui-btn ui-btn--default ui-btn--icon"
        items={[{ key: 'csv', label: t('transfer.exportCsv'), testId: 'product-export-csv' }]}
        onSelect={() => void run('csv')}
        aria-label={t('transfer.exportFormats')}
        data-testid="product-export-formats"
      >
        <DownOutlined aria-hidden="true" />
      </MenuButton>
    </span>
  );
}
