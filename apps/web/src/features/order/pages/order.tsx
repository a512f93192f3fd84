import { Card, Empty } from 'antd';
import { useTranslation } from 'react-i18next';

/** Placeholder until the order list screen lands. */
export default function OrderListPage() {
  const { t } = useTranslation('order');
  return (
    <Card title={t('placeholder.title')}>
      <Empty description={t('placeholder.comingSoon')} />
    </Card>
  );
}
