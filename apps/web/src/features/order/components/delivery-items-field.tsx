import { Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { OrderItemVO } from '@caremall/contract';
import { selectionLabels } from '../../../shared/widgets/selection-labels';
import { NumberField } from '../../../shared/widgets/number-field';
import { itemName } from '../lib/order-labels';
import { countOf, packageItems, remainingOf, type ItemsChoice } from '../lib/package-items';
import { itemColumns } from './item-columns';

interface DeliveryItemsFieldProps {
  items: OrderItemVO[];
  /** The form's: what is chosen (the dialog starts it at everything left). */
  value?: ItemsChoice;
  onChange?: (choice: ItemsChoice) => void;
}

const NOTHING: ItemsChoice = { selected: [], counts: {} };

/** The ship dialog's items as a form field: each item's box says whether it goes in the package, its count how many. */
export function DeliveryItemsField({ items, value = NOTHING, onChange }: DeliveryItemsFieldProps) {
  const { t } = useTranslation('order');
  const rowSelectionLabels = selectionLabels<OrderItemVO>(t, itemName);
  const selected = packageItems(items, value).map(({ item }) => item.orderItemId);

  return (
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
        onChange: (keys) => onChange?.({ ...value, selected: keys as number[] }),
        columnTitle: rowSelectionLabels.columnTitle,
        getCheckboxProps: (row) => ({ ...rowSelectionLabels.getCheckboxProps(row), disabled: remainingOf(row) === 0 }),
      }}
      columns={[
        ...itemColumns(t, { size: 44, column: 70 }),
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
                value={countOf(row, value)}
                disabled={!selected.includes(row.orderItemId)}
                aria-label={`${t('delivery.changeNum')} ${itemName(row)}`}
                onChange={(v) =>
                  onChange?.({ ...value, counts: { ...value.counts, [row.orderItemId]: Math.min(remainingOf(row), Math.max(1, Number(v) || 1)) } })
                }
                data-testid="delivery-change-num"
              />
            ),
        },
      ]}
    />
  );
}
