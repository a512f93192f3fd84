import { Steps } from 'antd';
import { useTranslation } from 'react-i18next';
import { OrderStatus, orderProgressStep, type OrderVO } from '@caremall/contract';

/** Submitted, paid, received; shown as an error when the order was cancelled. */
export function OrderProgress({ order }: { order: OrderVO }) {
  const { t } = useTranslation('order');
  const step = orderProgressStep(order);
  const cancelled = order.status === OrderStatus.CANCELLED || order.status === OrderStatus.TIMEOUT_CANCELLED;
  const current = step >= 4 ? 2 : step === 2 ? 1 : 0;
  return (
    <Steps
      data-testid="order-progress"
      data-step={step}
      data-error={cancelled ? 'true' : 'false'}
      size="small"
      current={current}
      status={cancelled ? 'error' : step >= 4 ? 'finish' : 'process'}
      items={[
        { title: t('detail.steps.submitted'), description: order.createTime },
        { title: t('detail.steps.paid'), description: order.payTime ?? '' },
        { title: t('detail.steps.received'), description: order.finallyTime ?? '' },
      ]}
    />
  );
}
