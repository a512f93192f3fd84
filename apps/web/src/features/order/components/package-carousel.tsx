import { useState } from 'react';
import { Button, Tooltip } from 'antd';
import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { DeliveryItemVO } from '@caremall/contract';
import { itemName } from '../lib/order-labels';
import { imageSrc } from '../../../shared/widgets/image-src';

/** Spec section 9: five items visible, 70 px per step. */
const VISIBLE = 5;
const STEP_PX = 70;

/** The items of one package in a strip of five with scroll arrows. */
export function PackageCarousel({ items }: { items: DeliveryItemVO[] }) {
  const { t } = useTranslation('order');
  const [offset, setOffset] = useState(0);
  const maxOffset = Math.max(0, items.length - VISIBLE);
  const arrows = items.length > VISIBLE;
  return (
    <div className="package-carousel" data-testid="package-carousel" data-offset={offset}>
      {arrows && (
        <Button
          size="small"
          icon={<LeftOutlined />}
          aria-label={t('detail.prev')}
          disabled={offset === 0}
          onClick={() => setOffset((o) => Math.max(0, o - 1))}
          data-testid="package-prev"
        />
      )}
      <div className="package-carousel-viewport">
        <div className="package-carousel-track" style={{ transform: `translateX(-${offset * STEP_PX}px)` }}>
          {items.map((item) => (
            <Tooltip key={item.orderItemId} title={itemName(item)}>
              <div className="package-carousel-item" data-testid="package-item">
                <img src={imageSrc(item.pic)} alt={item.spuName} />
                <span className="package-carousel-count">×{item.count}</span>
              </div>
            </Tooltip>
          ))}
        </div>
      </div>
      {arrows && (
        <Button
          size="small"
          icon={<RightOutlined />}
          aria-label={t('detail.next')}
          disabled={offset >= maxOffset}
          onClick={() => setOffset((o) => Math.min(maxOffset, o + 1))}
          data-testid="package-next"
        />
      )}
    </div>
  );
}
