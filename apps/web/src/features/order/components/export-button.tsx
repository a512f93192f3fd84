import { useState } from 'react';
import { DownloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { ORDER_EXPORT_LANGS, type OrderExportLang } from '@caremall/contract';
import { failureMessage } from '../../../shared/http/client';
import { getFeedback } from '../../../shared/http/feedback';
import { Button } from '../../../shared/ui';
import { exportOrders } from '../api';
import type { OrderFilters } from '../lib/order-query';

/** The file's language: the one shown, where the export speaks it. */
const exportLanguageOf = (language: string): OrderExportLang => ORDER_EXPORT_LANGS.find((lang) => lang === language) ?? ORDER_EXPORT_LANGS[0];

/** Downloads the filtered list as CSV; failures come back as an envelope and are shown as a toast. */
export function ExportOrdersButton({ filters }: { filters: OrderFilters }) {
  const { t, i18n } = useTranslation('order');
  const [busy, setBusy] = useState(false);

  const download = async () => {
    setBusy(true);
    try {
      const answer = await exportOrders(filters, exportLanguageOf(i18n.language));
      if ('error' in answer) {
        getFeedback().message.error({ content: answer.error, duration: 1.5 });
        return;
      }
      const url = URL.createObjectURL(answer.file);
      const link = document.createElement('a');
      link.href = url;
      link.download = answer.name;
      document.body.appendChild(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 1000);
    } catch (error) {
      getFeedback().message.error({ content: failureMessage(error), duration: 1.5 });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button icon={<DownloadOutlined />} loading={busy} onClick={download} data-testid="order-export">
      {t('filters.export')}
    </Button>
  );
}
