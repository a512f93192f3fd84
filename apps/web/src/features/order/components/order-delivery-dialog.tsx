import { useEffect, useMemo, useState } from 'react';
import { Empty, Form, Input, Radio, Select, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { DeliveryType, ORDER_LIMITS, ORDER_MESSAGES, shipTypesFor, type OrderItemVO, type OrderVO } from '@caremall/contract';
import { EntityDialog } from '../../../shared/crud/entity-dialog';
import { imageSrc } from '../../../shared/widgets/image-src';
import { useDeliveryCompanies, useOrderItemsAndAddress, useShipOrder } from '../api';
import { itemName, yuan } from '../lib/order-labels';
import { contractText } from '../../../shared/i18n/contract-text';
import { getFeedback } from '../../../shared/http';
import { selectionLabels } from '../../../shared/widgets/selection-labels';
import { NumberField } from '../../../shared/widgets/number-field';

export interface OrderDeliveryDialogProps {
  orderId: number | null;
  onClose: () => void;
}

interface FormValues {
  deliveryType?: number;
  deliveryCompanyId?: number;
  deliveryNo?: string;
}

const remainingOf = (item: OrderItemVO) => item.count - item.deliveredCount;
const DEFAULTS: FormValues = {};
/** The package's type starts as the order's own way of delivery (the first the order allows). */
const typeOfOrder = (order: OrderVO): FormValues => ({ deliveryType: shipTypesFor(order.deliveryType)[0] });

/** Ships one package: which items and how many, the delivery type, company and tracking number. */
export function OrderDeliveryDialog({ orderId, onClose }: OrderDeliveryDialogProps) {
  const { t } = useTranslation('order');
  const rowSelectionLabels = selectionLabels<OrderItemVO>(t, itemName);
  const { message } = getFeedback();
  const [form] = Form.useForm<FormValues>();
  const order = useOrderItemsAndAddress(orderId);
  const companies = useDeliveryCompanies(orderId !== null);
  const ship = useShipOrder();
  const [selected, setSelected] = useState<number[]>([]);
  const [counts, setCounts] = useState<Record<number, number>>({});
  const types = order.data ? shipTypesFor(order.data.deliveryType) : [];
  // The order's first type until the form holds one: the form learns it a render after the items show, and the
  // express fields must not appear a moment later than the items (a quick user, or a test, reaches for them).
  const deliveryType = Form.useWatch('deliveryType', form) ?? types[0];

  const items = useMemo(() => order.data?.orderItems ?? [], [order.data]);
  useEffect(() => {
    const open = items.filter((i) => remainingOf(i) > 0);
    setSelected(open.map((i) => i.orderItemId));
    setCounts(Object.fromEntries(open.map((i) => [i.orderItemId, remainingOf(i)])));
  }, [items]);

  const packageNo = (order.data?.deliveryExpresses.length ?? 0) + 1;
  const title = `${t('delivery.title')} · ${t('delivery.package', { no: packageNo })}`;

  const save = async (values: FormValues, id: number | undefined) => {
    if (!selected.length) {
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
      selectOrderItems: items
        .filter((i) => selected.includes(i.orderItemId))
        .map((i) => ({ orderItemId: i.orderItemId, changeNum: counts[i.orderItemId] ?? remainingOf(i), pic: i.pic, spuName: i.spuName })),
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
      toValues={typeOfOrder}
      save={save}
      form={form}
      testId="delivery"
      width={860}
      labelSpan={4}
      okText={t('delivery.submit')}
      okDisabled={!order.data}
    >
      <div data-testid="delivery-dialog">
        {order.isLoading ? (
          <div style={{ minHeight: 96 }} />
        ) : !order.data ? (
          <Empty description={t('common:noData')} />
        ) : (
          <>
            <Typography.Paragraph type="secondary">{t('delivery.orderNo', { orderId: order.data.orderId })}</Typography.Paragraph>
            <Table<OrderItemVO>
              rowKey="orderItemId"
              size="small"
              pagination={false}
              scroll={{ x: 'max-content' }}
              dataSource={items}
              data-testid="delivery-items"
              onRow={(row) => ({ 'data-testid': 'delivery-item', 'data-item-id': row.orderItemId }) as React.HTMLAttributes<HTMLElement>}
              rowSelection={{
                selectedRowKeys: selected,
                onChange: (keys) => setSelected(keys as number[]),
                columnTitle: rowSelectionLabels.columnTitle,
                getCheckboxProps: (row) => ({ ...rowSelectionLabels.getCheckboxProps(row), disabled: remainingOf(row) === 0 }),
              }}
              columns={[
                {
                  title: t('detail.picture'),
                  dataIndex: 'pic',
                  width: 70,
                  render: (pic: string) => <img src={imageSrc(pic)} alt="" width={44} height={44} style={{ objectFit: 'cover' }} />,
                },
                { title: t('detail.name'), dataIndex: 'spuName', render: (_name: string, row) => itemName(row) },
                { title: t('detail.price'), dataIndex: 'price', align: 'right', render: (v: number) => `¥${yuan(v)}` },
                { title: t('delivery.count'), dataIndex: 'count', align: 'right' },
                { title: t('delivery.shipped'), dataIndex: 'deliveredCount', align: 'right' },
                {
                  title: t('delivery.changeNum'),
                  width: 130,
                  render: (_v, row) =>
                    remainingOf(row) === 0 ? (
                      <Typography.Text type="secondary">{t('delivery.allShipped')}</Typography.Text>
                    ) : (
                      <NumberField
                        clamp
                        min={1}
                        max={remainingOf(row)}
                        precision={0}
                        value={counts[row.orderItemId]}
                        disabled={!selected.includes(row.orderItemId)}
                        aria-label={`${t('delivery.changeNum')} ${itemName(row)}`}
                        onChange={(v) => setCounts((c) => ({ ...c, [row.orderItemId]: Math.min(remainingOf(row), Math.max(1, Number(v) || 1)) }))}
                        data-testid="delivery-change-num"
                      />
                    ),
                },
              ]}
            />
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
