import { useRef, useState, type KeyboardEvent } from 'react';
import { EditOutlined } from '@ant-design/icons';
import { SPU_MESSAGES, type SpuAdminVO, type UpdateSpuDataBody } from '@caremall/contract';
import { useTranslation } from 'react-i18next';
import { getFeedback } from '../../../shared/http';
import { contractText } from '../../../shared/i18n/contract-text';
import { Button, Popover, Table } from '../../../shared/ui';
import { useFocusOnReturn } from '../../../shared/ui/item-focus';
import { useUpdateSpuData } from '../api';
import { toCents } from '../lib/submission';
import { INLINE_RULES } from '../lib/inline-rules';

type Sku = SpuAdminVO['skuList'][number];

const toast = (content: string) => getFeedback().message.error({ content, duration: 1.5 });

/** A number field's text as the editors hold it: blank is none; text that is no number is none too. */
const numberOf = (text: string): number | null => (text.trim() === '' || Number.isNaN(Number(text)) ? null : Number(text));

/** Shared by the four editors: sends a change, toasts success, closes. */
function useSend() {
  const { t } = useTranslation('common');
  const update = useUpdateSpuData();
  // Enter and the blur that follows must not send twice.
  const sending = useRef(false);
  return async (change: UpdateSpuDataBody, close: () => void) => {
    if (sending.current) return;
    sending.current = true;
    try {
      await update.mutateAsync(change);
      getFeedback().message.success({ content: t('actionSuccess'), duration: 1.5 });
      close();
    } catch {
      // The request layer has shown the server's message.
    } finally {
      sending.current = false;
    }
  };
}

function EditTrigger({ label, testId, ...rest }: { label: string; testId: string } & Partial<React.ComponentProps<typeof Button>>) {
  const { t } = useTranslation('spu');
  return <Button variant="link" small icon={<EditOutlined />} aria-label={`${t('inline.edit')} ${label}`} data-testid={testId} {...rest} />;
}

/** A cell's text with a pencil that turns it into a field: Enter saves, Escape or leaving the field discards. */
function FieldCell({
  shown,
  label,
  testId,
  editable,
  numeric = false,
  onSave,
}: {
  shown: string | number;
  label: string;
  testId: 'name' | 'seq';
  editable: boolean;
  numeric?: boolean;
  onSave: (text: string, close: () => void) => void;
}) {
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState('');
  // Closed from the keyboard (Escape, or Enter that saved), the pencil takes the focus back: the field under it is
  // gone. Left by a click elsewhere, the focus stays where the click put it.
  const cell = useRef<HTMLSpanElement>(null);
  const returnFocus = useFocusOnReturn(!editing, () => cell.current?.querySelector('button'));
  const closeByKey = () => {
    returnFocus();
    setEditing(false);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') onSave(text, closeByKey);
    else if (event.key === 'Escape') closeByKey();
  };
  if (!editing) {
    return (
      <span ref={cell}>
        <span data-testid={`product-${testId}`}>{shown}</span>
        {editable && (
          <EditTrigger
            label={label}
            testId={`edit-${testId}`}
            onClick={() => {
              setText(String(shown));
              setEditing(true);
            }}
          />
        )}
      </span>
    );
  }
  return (
    <input
      autoFocus
      className="ui-input"
      type={numeric ? 'number' : 'text'}
      aria-label={label}
      value={text}
      maxLength={numeric ? undefined : 255}
      style={{ width: numeric ? 90 : '100%', height: 24 }}
      onChange={(event) => setText(event.target.value)}
      onKeyDown={onKeyDown}
      onBlur={() => setEditing(false)}
      data-testid={`edit-${testId}-input`}
    />
  );
}

export function NameCell({ row, editable }: { row: SpuAdminVO; editable: boolean }) {
  const { t } = useTranslation('spu');
  const send = useSend();
  const save = (text: string, close: () => void) => {
    const name = text.trim();
    const problem = INLINE_RULES.name(name);
    if (problem) return toast(problem);
    if (name === row.spuName) return close();
    void send({ spuId: row.spuId, name }, close);
  };
  return <FieldCell shown={row.spuName} label={t('list.columns.name')} testId="name" editable={editable} onSave={save} />;
}

export function SeqCell({ row, editable }: { row: SpuAdminVO; editable: boolean }) {
  const { t } = useTranslation('spu');
  const send = useSend();
  // No min, max or step: an out-of-range number is said, never silently changed.
  const save = (text: string, close: () => void) => {
    const seq = numberOf(text);
    if (seq === null) return toast(contractText('spu', SPU_MESSAGES.seqEmpty));
    const outOfRange = INLINE_RULES.seq(seq);
    if (outOfRange) return toast(outOfRange);
    if (seq === row.seq) return close();
    void send({ spuId: row.spuId, seq }, close);
  };
  return <FieldCell shown={row.seq} label={t('list.columns.seq')} testId="seq" editable={editable} numeric onSave={save} />;
}

/** A popover listing the skus with one number each; `onConfirm` validates and sends. */
function SkuNumbersPopover({
  row,
  testId,
  label,
  initial,
  onConfirm,
}: {
  row: SpuAdminVO;
  testId: string;
  label: string;
  initial: (sku: Sku) => number;
  onConfirm: (values: Map<number, number | null>, close: () => void) => void;
}) {
  const { t } = useTranslation('spu');
  const [open, setOpen] = useState(false);
  const [texts, setTexts] = useState(new Map<number, string>());
  const close = () => setOpen(false);
  const openChange = (next: boolean) => {
    if (next) setTexts(new Map(row.skuList.map((s) => [s.skuId, String(initial(s))])));
    setOpen(next);
  };
  const save = () => onConfirm(new Map(row.skuList.map((s) => [s.skuId, numberOf(texts.get(s.skuId) ?? '')])), close);
  return (
    <Popover
      open={open}
      onOpenChange={openChange}
      label={`${t('inline.edit')} ${label}`}
      trigger={(props) => <EditTrigger label={label} testId={testId} {...props} />}
      data-testid={`${testId}-popover`}
    >
      <div style={{ width: 360, maxWidth: 'calc(100vw - 48px)', overflowX: 'auto' }}>
        <Table<Sku>
          rowKey="skuId"
          rows={row.skuList}
          emptyText=""
          columns={[
            { title: t('inline.sku'), dataIndex: 'skuName', ellipsis: true },
            {
              title: label,
              width: 150,
              render: (_v, sku) => (
                <input
                  className="ui-input"
                  type="number"
                  step="any"
                  style={{ width: '100%', height: 24 }}
                  value={texts.get(sku.skuId) ?? ''}
                  onChange={(event) => setTexts((m) => new Map(m).set(sku.skuId, event.target.value))}
                  onKeyDown={(event) => event.key === 'Enter' && save()}
                  aria-label={`${label} ${sku.skuName}`}
                  data-testid={`${testId}-input`}
                />
              ),
            },
          ]}
        />
        <div className="ui-space" style={{ marginTop: 8, justifyContent: 'flex-end', width: '100%' }}>
          <Button small onClick={close}>
            {t('inline.cancel')}
          </Button>
          <Button small variant="primary" onClick={save} data-testid={`${testId}-save`}>
            {t('inline.save')}
          </Button>
        </div>
      </div>
    </Popover>
  );
}

export function PriceCell({ row, editable }: { row: SpuAdminVO; editable: boolean }) {
  const { t } = useTranslation('spu');
  const send = useSend();
  const text = <span data-testid="product-price">{(row.priceFee / 100).toFixed(2)}</span>;
  if (!editable || row.skuList.length === 0) return text;
  const confirm = (values: Map<number, number | null>, close: () => void) => {
    const prices = row.skuList.map((s) => ({ sku: s, yuan: values.get(s.skuId) }));
    if (prices.some((p) => p.yuan === null || p.yuan === undefined)) return toast(contractText('spu', SPU_MESSAGES.priceEmpty));
    const outOfRange = prices.map((p) => INLINE_RULES.price(p.yuan!)).find(Boolean);
    if (outOfRange) return toast(outOfRange);
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
      <SkuNumbersPopover row={row} testId="edit-price" label={t('inline.price')} initial={(s) => s.priceFee / 100} onConfirm={confirm} />
    </span>
  );
}

export function StockCell({ row, editable }: { row: SpuAdminVO; editable: boolean }) {
  const { t } = useTranslation('spu');
  const send = useSend();
  const text = <span data-testid="product-stock">{row.stock}</span>;
  if (!editable || row.skuList.length === 0) return text;
  const confirm = (values: Map<number, number | null>, close: () => void) => {
    const stocks = row.skuList.map((s) => ({ sku: s, value: values.get(s.skuId) }));
    if (stocks.some((p) => p.value === null || p.value === undefined)) return toast(contractText('spu', SPU_MESSAGES.stockEmpty));
    // A whole number within the limit, then no lower than before: the list only adds stock, so a negative whole
    // number is refused as a decrease.
    const outOfRange = stocks.map((p) => (Number.isInteger(p.value) && p.value! < 0 ? null : INLINE_RULES.stock(p.value!))).find(Boolean);
    if (outOfRange) return toast(outOfRange);
    if (stocks.some((p) => p.value! < p.sku.stock)) return toast(contractText('spu', SPU_MESSAGES.stockDecrease));
    const changed = stocks.filter((p) => p.value! > p.sku.stock).map((p) => ({ skuId: p.sku.skuId, changeStock: p.value! - p.sku.stock }));
    if (changed.length === 0) return close();
    void send({ spuId: row.spuId, changeStock: changed.reduce((sum, c) => sum + c.changeStock, 0), skuList: changed }, close);
  };
  return (
    <span>
      {text}
      <SkuNumbersPopover row={row} testId="edit-stock" label={t('inline.stock')} initial={(s) => s.stock} onConfirm={confirm} />
    </span>
  );
}
