import { useMemo } from 'react';
import { Empty, Form, Input, Radio, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { DeliveryType, ORDER_LIMITS, ORDER_MESSAGES, shipTypesFor, type OrderVO } from '@caremall/contract';
import { EntityDialog } from '../../../shared/crud/entity-dialog';
import { useDeliveryCompanies, useOrderItemsAndAddress, useShipOrder } from '../api';
import { everythingLeft, packageItems, type ItemsChoice } from '../lib/package-items';
import { DeliveryItemsField } from './delivery-items-field';
import { contractText } from '../../../shared/i18n/contract-text';
import { getFeedback } from '../../../shared/http';

export interface OrderDeliveryDialogProps {
  orderId: number | null;
  onClose: () => void;
}

interface FormValues {
  deliveryType?: number;
  deliveryCompanyId?: number;
  deliveryNo?: string;
  items?: ItemsChoice;
}

const DEFAULTS: FormValues = {};

/** The package starts with everything left, in the order's own way of delivery (the first the order allows). */
const packageOf = (order: OrderVO): FormValues => ({ deliveryType: shipTypesFor(order.deliveryType)[0], items: everythingLeft(order.orderItems) });

/** Ships one package: which items and how many, the delivery type, company and tracking number. */
export function OrderDeliveryDialog({ orderId, onClose }: OrderDeliveryDialogProps) {
  const { t } = useTranslation('order');
  const { message } = getFeedback();
  const [form] = Form.useForm<FormValues>();
  const order = useOrderItemsAndAddress(orderId);
  const companies = useDeliveryCompanies(orderId !== null);
  const ship = useShipOrder();
  const types = order.data ? shipTypesFor(order.data.deliveryType) : [];
  // The order's first type until the form holds one: the form learns it a render after the items show, and the
  // express fields must not appear a moment later than the items (a quick user, or a test, reaches for them).
  const deliveryType = Form.useWatch('deliveryType', form) ?? types[0];

  const items = useMemo(() => order.data?.orderItems ?? [], [order.data]);

  const packageNo = (order.data?.deliveryExpresses.length ?? 0) + 1;
  const title = `${t('delivery.title')} · ${t('delivery.package', { no: packageNo })}`;

  const save = async (values: FormValues, id: number | undefined) => {
    const chosen = packageItems(items, values.items ?? everythingLeft(items));
    if (!chosen.length) {
      message.warning({ content: contractText('order', ORDER_MESSAGES.itemsRequired), duration: 1.5 });
      throw new Error(contractText('order', ORDER_MESSAGES.itemsRequired));
    }
    const type = values.deliveryType ?? types[0]!;
    const express = type === DeliveryType.EXPRESS;
    await ship.mutateAsync({
      orderId: id!,
      deliveryType: type,
      deliveryCompanyId: express ? values.deliveryCompanyId : undefined,
      deliveryNo: express ? values.deliveryNo?.trim() : undefined,
      selectOrderItems: chosen.map(({ item, count }) => ({ orderItemId: item.orderItemId, changeNum: count, pic: item.pic, spuName: item.spuName })),
    });
  };

  return (
    <EntityDialog<FormValues, OrderVO>
      id={orderId}
      onClose={onClose}
      title={{ create: title, edit: title }}
      record={order.data}
      loading={order.isLoading}
      loadError={order.error}
      defaults={DEFAULTS}
      toValues={packageOf}
      save={save}
      form={form}
      testId="delivery"
      width={860}
      labelSpan={4}
      okText={t('delivery.submit')}
      okDisabled={!order.data}
      keepsDraft
    >
      <div data-testid="delivery-dialog">
        {order.isLoading ? (
          <div style={{ minHeight: 96 }} />
        ) : !order.data ? (
          <Empty description={t('common:noData')} />
        ) : (
          <>
            <Typography.Paragraph type="secondary">{t('delivery.orderNo', { orderId: order.data.orderId })}</Typography.Paragraph>
            <Form.Item name="items" noStyle>
              <DeliveryItemsField items={items} />
            </Form.Item>
            <div style={{ marginTop: 16 }}>
              <Form.Item name="deliveryType" label={t('delivery.type')}>
                <Radio.Group aria-label={t('delivery.type')} data-testid="delivery-type">
                  {types.map((type) => (
                    <Radio key={type} value={type} data-testid={`delivery-type-${type}`}>
                      {t(`delivery.types.${type}`)}
                    </Radio>
                  ))}
                </Radio.Group>
              </Form.Item>
              {deliveryType === DeliveryType.EXPRESS && (
                <>
                  <Form.Item
                    name="deliveryCompanyId"
                    label={t('delivery.company')}
                    rules={[{ required: true, message: contractText('order', ORDER_MESSAGES.companyRequired) }]}
                  >
                    <Select
                      showSearch={{ optionFilterProp: 'label' }}
                      placeholder={t('delivery.companyPlaceholder')}
                      loading={companies.isLoading}
                      options={(companies.data ?? []).map((c) => ({ value: c.deliveryCompanyId, label: c.name }))}
                      data-testid="delivery-company"
                    />
                  </Form.Item>
                  <Form.Item
                    name="deliveryNo"
                    label={t('delivery.deliveryNo')}
                    rules={[
                      { required: true, whitespace: true, message: contractText('order', ORDER_MESSAGES.deliveryNoRequired) },
                      { max: ORDER_LIMITS.deliveryNoMax, message: contractText('order', ORDER_MESSAGES.deliveryNoTooLong) },
                      { pattern: /^[A-Za-z0-9-]*$/, message: contractText('order', ORDER_MESSAGES.deliveryNoPattern) },
                    ]}
                  >
                    <Input placeholder={t('delivery.deliveryNoPlaceholder')} maxLength={ORDER_LIMITS.deliveryNoMax} data-testid="delivery-no" />
                  </Form.Item>
                </>
              )}
            </div>
          </>
        )}
      </div>
    </EntityDialog>
  );
}
