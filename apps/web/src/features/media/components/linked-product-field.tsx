// The product a carousel image links to, as a form field: the chosen product's card, or the button that opens the product picker.
import { useRef, useState } from 'react';
import { Button, Card } from 'antd';
import { useTranslation } from 'react-i18next';
import type { IndexImgSpu } from '@caremall/contract';
import { imageSrc } from '../../../shared/widgets/image-src';
import { useFocusAfterChange } from '../../../shared/widgets/focus-after-change';
import { ProductSelect, productName } from '../../../shared/widgets/product-select';

export type LinkedSpu = Pick<IndexImgSpu, 'spuId' | 'spuName' | 'mainImgUrl'>;

interface LinkedProductFieldProps {
  value?: LinkedSpu | null;
  onChange?: (value: LinkedSpu | null) => void;
}

export function LinkedProductField({ value, onChange }: LinkedProductFieldProps) {
  const { t } = useTranslation('media');
  const [choosing, setChoosing] = useState(false);
  // The card replaces the choose button once a product is chosen, and the button the card once it is removed: the
  // focus follows, instead of falling to the page (the dialog's own frame).
  const field = useRef<HTMLDivElement>(null);
  const focusAfter = useFocusAfterChange();
  const focusOn = (testId: string) => () => field.current?.querySelector<HTMLElement>(`[data-testid="${testId}"]`);
  return (
    <div ref={field}>
      {value ? (
        <Card
          size="small"
          style={{ width: 140, marginTop: 8 }}
          cover={value.mainImgUrl ? <img alt="" src={imageSrc(value.mainImgUrl)} style={{ height: 100, objectFit: 'cover' }} /> : undefined}
        >
          <div style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{value.spuName}</div>
          <Button
            type="link"
            size="small"
            onClick={() => {
              focusAfter(focusOn('carousel-choose-product'));
              onChange?.(null);
            }}
            data-testid="carousel-product-remove"
          >
            {t('common:delete')}
          </Button>
        </Card>
      ) : (
        <div style={{ marginTop: 8 }}>
          <Button onClick={() => setChoosing(true)} data-testid="carousel-choose-product">
            {t('carousel.selectProduct')}
          </Button>
        </div>
      )}
      <ProductSelect
        open={choosing}
        onClose={() => setChoosing(false)}
        onConfirm={([chosen]) => {
          if (!chosen) return;
          focusAfter(focusOn('carousel-product-remove'));
          onChange?.({ spuId: chosen.spuId, spuName: productName(chosen), mainImgUrl: chosen.mainImgUrl ?? null });
        }}
      />
    </div>
  );
}
