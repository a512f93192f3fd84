import { useRef, useState } from 'react';
import { App, Button, Input, InputNumber, Popover, Space, Table } from 'antd';
import { EditOutlined } from '@ant-design/icons';
import { SPU_MESSAGES, type SpuAdminVO, type UpdateSpuDataBody } from '@caremall/contract';
import { useTranslation } from 'react-i18next';
import { useUpdateSpuData } from '../api';
import { toCents } from '../lib/submission';
import { salesPriceProblem, seqProblem, stockProblem } from '../lib/number-limits';
import { contractText } from '../../../shared/i18n/contract-text';

type Sku = SpuAdminVO['skuList'][number];

/** Shared by the four editors: sends a change, toasts success, closes. */
function useSend() {
  const { message } = App.useApp();
  const { t } = useTranslation('common');
  const update = useUpdateSpuData();
  // Enter and the blur that follows must not send twice.
  const sending = useRef(false);
  return async (change: UpdateSpuDataBody, close: () => void) => {
    if (sending.current) return;
    sending.current = true;
    try {
      await update.mutateAsync(change);
      message.success({ content: t('actionSuccess'), duration: 1.5 });
      close();
    } catch {
      // The request layer has shown the server's message.
    } finally {
      sending.current = false;
    }
  };
}

function EditTrigger({ onClick, testId }: { onClick: () => void; testId: string }) {
  return <Button type="link" size="small" icon={<EditOutlined />} onClick={onClick} data-testid={testId} />;
}

export function NameCell({ row, editable }: { row: SpuAdminVO; editable: boolean }) {
  const { message } = App.useApp();
  const [editing, setEditing] = useState(false);
  const [value, setValue] = useState(row.spuName);
  const send = useSend();
  const confirm = () => {
    if (!value.trim()) return void message.error({ content: contractText('spu', SPU_MESSAGES.nameBlank), duration: 1.5 });
    if (value.trim() === row.spuName) return setEditing(false);
    void send({ spuId: row.spuId, name: value.trim() }, () => setEditing(false));
  };
  if (!editing) {
    return (
      <span>
        <span data-testid="product-name">{row.spuName}</span>
        {editable && (
          <EditTrigger
            testId="edit-name"
            onClick={() => {
              setValue(row.spuName);
              setEditing(true);
            }}
          />
        )}
      </span>
    );
  }
  return (
    <Input
      autoFocus
      size="small"
      value={value}
      maxLength={255}
      onChange={(e) => setValue(e.target.value)}
      onPressEnter={confirm}
      // Only Enter saves: Escape cancels, and leaving the field discards the change.
      onKeyDown={(e) => e.key === 'Escape' && setEditing(false)}
      onBlur={() => setEditing(false)}
      data-testid="edit-name-input"
    />
  );
}

export function SeqCell({ row, editable }: { row: SpuAdminVO; editable: boolean }) {
  const { message } = App.useApp();
  const [editing, setEditing] = useState(false);
  const [value, setValue] = useState<number | null>(row.seq);
  const send = useSend();
  const confirm = () => {
    if (value === null || value === undefined) return void message.error({ content: contractText('spu', SPU_MESSAGES.seqEmpty), duration: 1.5 });
    const outOfRange = seqProblem(value, 'list');
    if (outOfRange) return void message.error({ content: outOfRange, duration: 1.5 });
    if (value === row.seq) return setEditing(false);
    void send({ spuId: row.spuId, seq: value }, () => setEditing(false));
  };
  if (!editing) {
    return (
      <span>
        <span data-testid="product-seq">{row.seq}</span>
        {editable && (
          <EditTrigger
            testId="edit-seq"
            onClick={() => {
              setValue(row.seq);
              setEditing(true);
            }}
          />
        )}
      </span>
    );
  }
  return (
    // No min, max or precision: an out-of-range number is said, never silently changed.
    <InputNumber
      autoFocus
      size="small"
      value={value}
      onChange={(v) => setValue(v)}
      onPressEnter={confirm}
      onKeyDown={(e) => e.key === 'Escape' && setEditing(false)}
      onBlur={() => setEditing(false)}
      style={{ width: 90 }}
      data-testid="edit-seq-input"
    />
  );
}

/** A popover listing the skus with one number each; `onConfirm` validates and sends. */
function SkuNumbersPopover({
  row,
  testId,
  label,
  initial,
  onConfirm,
  children,
}: {
  row: SpuAdminVO;
  testId: string;
  label: string;
  initial: (sku: Sku) => number;
  onConfirm: (values: Map<number, number | null>, close: () => void) => void;
  children: React.ReactNode;
}) {
  const { t } = useTranslation('spu');
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState(new Map<number, number | null>());
  const reset = () => setValues(new Map(row.skuList.map((s) => [s.skuId, initial(s)])));
  const close = () => setOpen(false);
  const content = (
    <div style={{ width: 360 }} data-testid={`${testId}-popover`}>
      <Table<Sku>
        size="small"
        rowKey="skuId"
        pagination={false}
        dataSource={row.skuList}
        columns={[
          { title: t('inline.sku'), dataIndex: 'skuName', ellipsis: true },
          {
            title: label,
            width: 150,
            render: (_v, sku) => (
              <InputNumber
                size="small"
                value={values.get(sku.skuId) ?? null}
                onChange={(v) => setValues((m) => new Map(m).set(sku.skuId, v))}
                aria-label={`${label} ${sku.skuName}`}
                data-testid={`${testId}-input`}
              />
            ),
          },
        ]}
      />
      <Space style={{ marginTop: 8, justifyContent: 'flex-end', width: '100%' }}>
        <Button size="small" onClick={close}>
          {t('inline.cancel')}
        </Button>
        <Button size="small" type="primary" onClick={() => onConfirm(values, close)} data-testid={`${testId}-save`}>
          {t('inline.save')}
        </Button>
      </Space>
    </div>
  );
  return (
    <Popover
      open={open}
      trigger="click"
      content={content}
      destroyOnHidden
      onOpenChange={(next) => {
        if (next) reset();
        setOpen(next);
      }}
    >
      {children}
    </Popover>
  );
}

export function PriceCell({ row, editable }: { row: SpuAdminVO; editable: boolean }) {
  const { t } = useTranslation('spu');
  const { message } = App.useApp();
  const send = useSend();
  const text = <span data-testid="product-price">{(row.priceFee / 100).toFixed(2)}</span>;
  if (!editable || row.skuList.length === 0) return text;
  const confirm = (values: Map<number, number | null>, close: () => void) => {
    const prices = row.skuList.map((s) => ({ sku: s, yuan: values.get(s.skuId) }));
    if (prices.some((p) => p.yuan === null || p.yuan === undefined))
      return void message.error({ content: contractText('spu', SPU_MESSAGES.priceEmpty), duration: 1.5 });
    const outOfRange = prices.map((p) => salesPriceProblem(p.yuan!)).find(Boolean);
    if (outOfRange) return void message.error({ content: outOfRange, duration: 1.5 });
    const changed = prices.filter((p) => toCents(p.yuan) !== p.sku.priceFee);
    if (changed.length === 0) return close();
    void send(
      {
        spuId: row.spuId,
        priceFee: Math.min(...prices.map((p) => toCents(p.yuan)!)),
        skuList: changed.map((p) => ({ skuId: p.sku.skuId, priceFee: toCents(p.yuan)! })),
      },
      close,
    );
  };
  return (
    <span>
      {text}
      <SkuNumbersPopover row={row} testId="edit-price" label={t('inline.price')} initial={(s) => s.priceFee / 100} onConfirm={confirm}>
        <Button type="link" size="small" icon={<EditOutlined />} data-testid="edit-price" />
      </SkuNumbersPopover>
    </span>
  );
}

export function StockCell({ row, editable }: { row: SpuAdminVO; editable: boolean }) {
  const { t } = useTranslation('spu');
  const { message } = App.useApp();
  const send = useSend();
  const text = <span data-testid="product-stock">{row.stock}</span>;
  if (!editable || row.skuList.length === 0) return text;
  const confirm = (values: Map<number, number | null>, close: () => void) => {
    const stocks = row.skuList.map((s) => ({ sku: s, value: values.get(s.skuId) }));
    if (stocks.some((p) => p.value === null || p.value === undefined))
      return void message.error({ content: contractText('spu', SPU_MESSAGES.stockEmpty), duration: 1.5 });
    // A whole number within the limit, then no lower than before: the list only adds stock, so a negative whole
    // number is refused as a decrease.
    const outOfRange = stocks.map((p) => (Number.isInteger(p.value) && p.value! < 0 ? null : stockProblem(p.value!))).find(Boolean);
    if (outOfRange) return void message.error({ content: outOfRange, duration: 1.5 });
    if (stocks.some((p) => p.value! < p.sku.stock))
      return void message.error({ content: contractText('spu', SPU_MESSAGES.stockDecrease), duration: 1.5 });
    const changed = stocks.filter((p) => p.value! > p.sku.stock).map((p) => ({ skuId: p.sku.skuId, changeStock: p.value! - p.sku.stock }));
    if (changed.length === 0) return close();
    void send({ spuId: row.spuId, changeStock: changed.reduce((sum, c) => sum + c.changeStock, 0), skuList: changed }, close);
  };
  return (
    <span>
      {text}
      <SkuNumbersPopover row={row} testId="edit-stock" label={t('inline.stock')} initial={(s) => s.stock} onConfirm={confirm}>
        <Button type="link" size="small" icon={<EditOutlined />} data-testid="edit-stock" />
      </SkuNumbersPopover>
    </span>
  );
}
