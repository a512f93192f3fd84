import { useState, type HTMLAttributes } from 'react';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { SPU_LIMITS, SPU_MESSAGES, type AttrVO } from '@caremall/contract';
import { useTranslation } from 'react-i18next';
import { ImageUpload } from '../../../shared/widgets/image-upload';
import { buildSkuRows, canAddAttr, newAttrNameError, newAttrValueError, nextLocalId, type SalesAttr, type SkuRow } from '../lib/sku-builder';
import { getFeedback } from '../../../shared/http';
import { contractText } from '../../../shared/i18n/contract-text';
import { Button, SuggestInput, Switch, Table, TagsInput, type Column } from '../../../shared/ui';
import { skuRowProblems } from '../lib/number-limits';
import { SkuNumberInput } from './sku-number-input';

interface SalesSectionProps {
  attrs: SalesAttr[];
  rows: SkuRow[];
  onChange: (attrs: SalesAttr[], rows: SkuRow[]) => void;
  hasSkuImg: boolean;
  /** The enable toggle is offered only when editing a saved product with sales attributes. */
  showStatus: boolean;
  categoryChosen: boolean;
  shopAttrs: AttrVO[];
}

/** Sales attributes (at most 2) and the price and stock table of every combination. */
export function SalesSection({ attrs, rows, onChange, hasSkuImg, showStatus, categoryChosen, shopAttrs }: SalesSectionProps) {
  const { t } = useTranslation('spu');
  /** Names a cell's field by its column and the SKU's attribute values ("Price Red XL"). */
  const cellLabel = (column: string, row: SkuRow) => [column, ...row.parts.map((part) => part.attrValueName)].join(' ');
  const [newName, setNewName] = useState<string | null>(null);
  const warn = (content: string) => void getFeedback().message.warning({ content, duration: 1.5 });
  const fail = (content: string) => void getFeedback().message.error({ content, duration: 1.5 });

  const setAttrs = (next: SalesAttr[]) => onChange(next, buildSkuRows(next, rows));
  const setRow = (key: string, patch: Partial<SkuRow>) =>
    onChange(
      attrs,
      rows.map((r) => (r.key === key ? { ...r, ...patch } : r)),
    );

  const startAdd = () => {
    if (!categoryChosen) return warn(t('sales.chooseCategoryFirst'));
    if (!canAddAttr(attrs)) return warn(t('sales.maxAttrs'));
    if (attrs.some((a) => a.values.length === 0)) return warn(t('sales.chooseValuesFirst'));
    setNewName('');
  };
  const confirmAdd = () => {
    const name = (newName ?? '').trim();
    if (!name) return warn(t('sales.addAttrFirst'));
    const error = newAttrNameError(name, attrs);
    if (error) return fail(error);
    const known = shopAttrs.find((a) => a.name === name);
    setAttrs([...attrs, { attrId: known?.attrId ?? nextLocalId(), name, values: [] }]);
    setNewName(null);
  };
  const changeValues = (attr: SalesAttr, typed: string[]) => {
    const tooLong = typed.find((v) => newAttrValueError(v));
    if (tooLong !== undefined) return fail(contractText('spu', SPU_MESSAGES.salesAttrValueTooLong));
    const known = shopAttrs.find((a) => a.attrId === attr.attrId)?.attrValues ?? [];
    const values = [...new Set(typed.map((v) => v.trim()).filter(Boolean))].map(
      (value) =>
        attr.values.find((v) => v.value === value) ?? { attrValueId: known.find((k) => k.value === value)?.attrValueId ?? nextLocalId(), value },
    );
    setAttrs(attrs.map((a) => (a === attr ? { ...a, values } : a)));
  };

  /** A price or stock cell: the number as typed, its limit said under it. */
  const numberColumn = (
    key: 'price' | 'marketPrice' | 'stock',
    title: string,
    width: number,
    testId: string,
    onBlur?: (row: SkuRow) => void,
  ): Column<SkuRow> => ({
    title,
    key,
    width,
    render: (_v, row) => (
      <SkuNumberInput
        value={row[key]}
        onChange={(value) => setRow(row.key, { [key]: value })}
        problem={skuRowProblems(row)[key]}
        label={cellLabel(title, row)}
        onBlur={onBlur && (() => onBlur(row))}
        testId={testId}
      />
    ),
  });
  /** A code cell (party code, model id): up to 100 characters. */
  const textColumn = (key: 'partyCode' | 'modelId', title: string, testId?: string): Column<SkuRow> => ({
    title,
    key,
    width: 140,
    render: (_v, row) => (
      <input
        className="ui-input"
        style={{ width: '100%' }}
        maxLength={100}
        value={row[key]}
        onChange={(e) => setRow(row.key, { [key]: e.target.value })}
        aria-label={cellLabel(title, row)}
        data-testid={testId}
      />
    ),
  });

  const shownAttrs = attrs.filter((a) => a.values.length);
  const columns: Column<SkuRow>[] = [
    ...(shownAttrs.length
      ? shownAttrs.map((a, i) => ({
          title: a.name,
          key: `attr-${a.attrId}`,
          width: 100,
          render: (_v: unknown, row: SkuRow) => row.parts[i]?.attrValueName,
        }))
      : [{ title: t('sku.single'), key: 'single', width: 100, render: () => t('sku.single') }]),
    ...(hasSkuImg
      ? [
          {
            title: t('sku.image'),
            key: 'img',
            width: 110,
            render: (_v: unknown, row: SkuRow) => <ImageUpload value={row.imgUrl} onChange={(imgUrl) => setRow(row.key, { imgUrl })} />,
          },
        ]
      : []),
    numberColumn('price', t('sku.price'), 130, 'sku-price'),
    numberColumn('marketPrice', t('sku.marketPrice'), 130, 'sku-market-price'),
    numberColumn('stock', t('sku.stock'), 120, 'sku-stock', (row) => {
      if (row.originalStock !== undefined && row.stock !== null && row.stock < row.originalStock) {
        fail(contractText('spu', SPU_MESSAGES.stockBelowOriginal));
        setRow(row.key, { stock: row.originalStock });
      }
    }),
    textColumn('partyCode', t('sku.partyCode'), 'sku-party-code'),
    textColumn('modelId', t('sku.modelId')),
    ...(showStatus
      ? [
          {
            title: t('sku.status'),
            key: 'status',
            width: 80,
            render: (_v: unknown, row: SkuRow) => (
              <Switch
                checked={row.status === 1}
                onChange={(on) => setRow(row.key, { status: on ? 1 : 0 })}
                aria-label={cellLabel(t('sku.status'), row)}
              />
            ),
          },
        ]
      : []),
  ];

  return (
    <div data-testid="sales-section">
      {attrs.map((attr, index) => (
        <div key={attr.attrId} className="ui-space" style={{ display: 'flex', alignItems: 'flex-start', marginBottom: 12 }} data-testid="sales-attr">
          <span style={{ display: 'inline-block', minWidth: 90, lineHeight: '32px', fontWeight: 500 }} data-testid="sales-attr-name">
            {attr.name}
          </span>
          <div style={{ width: 360, maxWidth: '100%' }}>
            <TagsInput
              value={attr.values.map((v) => v.value)}
              placeholder={t('sales.attrValuesPlaceholder')}
              suggestions={(shopAttrs.find((a) => a.attrId === attr.attrId)?.attrValues ?? []).map((v) => v.value)}
              onChange={(typed) => changeValues(attr, typed)}
              separators={[',', '，']}
              aria-label={attr.name}
              data-testid={`sales-attr-values-${index}`}
            />
          </div>
          <Button icon={<DeleteOutlined />} onClick={() => setAttrs(attrs.filter((a) => a !== attr))} data-testid="sales-attr-remove">
            {t('sales.removeAttr')}
          </Button>
        </div>
      ))}
      {newName !== null ? (
        <div className="ui-space" style={{ marginBottom: 12 }}>
          <SuggestInput
            autoFocus
            style={{ width: 200 }}
            value={newName}
            placeholder={t('sales.attrNamePlaceholder')}
            aria-label={t('sales.attrNamePlaceholder')}
            suggestions={shopAttrs.filter((a) => !attrs.some((x) => x.name === a.name)).map((a) => a.name)}
            onChange={setNewName}
            data-testid="sales-attr-new-name"
          />
          <Button variant="primary" onClick={confirmAdd} data-testid="sales-attr-confirm">
            {t('common:confirm')}
          </Button>
          <Button onClick={() => setNewName(null)}>{t('common:cancel')}</Button>
        </div>
      ) : (
        attrs.length < SPU_LIMITS.maxSalesAttrs && (
          <Button icon={<PlusOutlined />} onClick={startAdd} style={{ marginBottom: 12 }} data-testid="sales-attr-add">
            {t('sales.addAttr')}
          </Button>
        )
      )}
      <Table<SkuRow>
        rowKey="key"
        rows={rows}
        columns={columns}
        minWidth={900}
        emptyText={t('common:noData')}
        rowProps={(row) => ({ 'data-testid': 'sku-row', 'data-key': row.key }) as HTMLAttributes<HTMLTableRowElement>}
      />
    </div>
  );
}
