import type { TFunction } from 'i18next';
import type { ColumnsType } from 'antd/es/table';
import type { OrderItemVO } from '@caremall/contract';
import { imageSrc } from '../../../shared/widgets/image-src';
import { itemName, yuan } from '../lib/order-labels';

/** The columns an order's item tables open with (the detail's, the ship dialog's): picture, name and price. */
export const itemColumns = (t: TFunction, picture: { size: number; column: number }): ColumnsType<OrderItemVO> => [
  {
    title: t('detail.picture'),
    dataIndex: 'pic',
    width: picture.column,
    render: (pic: string) => <img src={imageSrc(pic)} alt="" width={picture.size} height={picture.size} style={{ objectFit: 'cover' }} />,
  },
  { title: t('detail.name'), dataIndex: 'spuName', render: (_name: string, row) => itemName(row) },
  { title: t('detail.price'), dataIndex: 'price', align: 'right', render: (v: number) => `¥${yuan(v)}` },
];
