import { useState } from 'react';
import { App, Button } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { getToken } from '../../../shared/auth/token';
import { toQueryString } from '../../../shared/http';
import { cleanFilters, type OrderFilters } from '../order-query';

/** Downloads the filtered list as CSV; failures come back as an envelope and are shown as a toast. */
export function ExportOrdersButton({ filters }: { filters: OrderFilters }) {
  const { t, i18n } = useTranslation('order');
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);

  const download = async () => {
    setBusy(true);
    try {
      const query = toQueryString({ ...cleanFilters(filters), lang: i18n.language === 'en' ? 'en' : 'zh_CN' });
      const response = await fetch(`/mall_order/m/order/export?${query}`, { headers: { Authorization: getToken() ?? '' } });
      if ((response.headers.get('content-type') ?? '').includes('application/json')) {
        const body = (await response.json()) as { msg?: string | null; data?: unknown };
        const messages = Array.isArray(body.data) ? body.data.map(String) : [];
        message.error({ content: messages[0] ?? body.msg ?? 'Error', duration: 1.5 });
        return;
      }
      const blob = await response.blob();
      const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'orders.csv';
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = name;
      document.body.appendChild(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 1000);
    } catch (error) {
      message.error({ content: error instanceof Error ? error.message : String(error), duration: 1.5 });
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
