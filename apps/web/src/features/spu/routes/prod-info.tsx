import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { SpuStatus, isCareShop, isSpuLocked, type SpuVO } from '@caremall/contract';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useLeaveGuard } from '../../../shared/routing/leave-guard';
import { draftOwnerOf, takeDraft } from '../../../shared/routing/drafts';
import { getFeedback } from '../../../shared/http';
import { useSessionStore } from '../../../shared/session';
import { toStoredPath } from '../../../shared/widgets/image-src';
import { useBasicAttrs, useBrands, usePlatformCategories, useSaveSpu, useShopCategories, useShopSalesAttrs, useSpu } from '../api';
import { pathTo } from '../lib/category-tree';
import { PRODUCT_LIST_PATH, productListPathFrom } from '../lib/screen-paths';
import { buildSkuRows, fromSavedSkus, type SalesAttr, type SkuRow } from '../lib/sku-builder';
import { firstFormError, toSpuBody, type BasicAttr, type ProdFormValues } from '../lib/submission';
import { firstSkuProblem } from '../lib/number-limits';
import { BasicSection } from '../components/basic-section';
import { CommunityPicker } from '../components/community-picker';
import { RichTextEditor } from '../../../shared/widgets/rich-text';
import { Alert, Busy, Button, FormField, Switch, TagsInput, focusField } from '../../../shared/ui';
import { useProdForm } from '../lib/use-prod-form';
import { SalesSection } from '../components/sales-section';
import { contractText } from '../../../shared/i18n/contract-text';
import '../components/prod-form.css';

const idOf = (value: string | null) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : undefined;
};

function formValuesOf(spu: SpuVO, platformPath: number[], shopPath: number[]): ProdFormValues {
  return {
    categoryPath: platformPath.length ? platformPath : [spu.categoryId],
    shopCategoryPath: shopPath.length ? shopPath : [spu.shopCategoryId],
    brandId: spu.brandId || undefined,
    name: spu.name,
    sellingPoint: spu.sellingPoint ?? '',
    seq: spu.seq,
    publicationType: spu.publicationType,
    productsType: spu.productsType,
    serveType: spu.serveType,
    mainImgUrl: toStoredPath(spu.mainImgUrl),
    imgUrls: (spu.imgUrls ?? '')
      .split(',')
      .filter(Boolean)
      .map((p) => toStoredPath(p))
      .join(','),
    hasSkuImg: spu.hasSkuImg === 1,
    basicAttrs: Object.fromEntries(spu.spuAttrValues.map((v) => [String(v.attrId), v.attrValueName ?? ''])),
    keywords: spu.spuKeywordValues.map((k) => k.keyword),
    communities: spu.spuCommunityValues.map((c) => ({ ...c, communityName: c.communityName ?? '' })),
    detail: spu.detail ?? '',
    deliveryMode: spu.deliveryMode,
  };
}

/** The editor's unsaved work, kept across signing in again (shared/routing/drafts.ts). */
interface ProductDraft {
  values: ProdFormValues;
  attrs: SalesAttr[];
  rows: SkuRow[];
  salesChanged: boolean;
  /** The version the work was read at: a save after someone else's change is still refused. */
  version?: number;
}

/** A section of the form under its heading. */
function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className="spu-form-section" aria-labelledby={id}>
      <h2 id={id} className="spu-form-section__title">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Menu 142 `product/prod-info`: publish a product (no query) or edit one (?spuId=). */
export default function ProdInfoPage() {
  const [params] = useSearchParams();
  // A form of its own per product and for publishing: opened from another product's edit (the sidebar's publish,
  // back and forward), the same form kept that product's values under the new title.
  return <ProductEditor key={params.get('spuId') ?? ''} />;
}

function ProductEditor() {
  const { t } = useTranslation('spu');
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const spuId = idOf(params.get('spuId'));
  const user = useSessionStore((s) => s.user);
  const shopType = user?.shopType ?? null;
  const tenantName = user?.tenantName ?? null;
  const care = isCareShop(shopType);
  const loaded = useSpu(spuId);
  const platformCategories = usePlatformCategories();
  const shopCategories = useShopCategories();
  const shopAttrs = useShopSalesAttrs();
  const save = useSaveSpu();
  const formElement = useRef<HTMLFormElement>(null);
  const blank = useMemo<ProdFormValues>(
    () => ({ seq: 1, hasSkuImg: false, publicationType: care ? undefined : 0, keywords: [], communities: [], detail: '' }),
    [care],
  );
  const form = useProdForm(blank);
  const { values } = form;
  const categoryId = values.categoryPath?.at(-1);
  const basicAttrQuery = useBasicAttrs(categoryId);
  const basicAttrs: BasicAttr[] = useMemo(
    () => (basicAttrQuery.data ?? []).map((a) => ({ attrId: a.attrId, name: a.name, searchType: a.searchType, attrValues: a.attrValues ?? [] })),
    [basicAttrQuery.data],
  );
  const fieldContext = useMemo(() => ({ care, basicAttrs }), [care, basicAttrs]);
  const brands = useBrands(categoryId);
  const initialSales = useRef<{ attrs: SalesAttr[]; rows: SkuRow[] }>({ attrs: [], rows: buildSkuRows([], []) });
  const [attrs, setAttrs] = useState<SalesAttr[]>(initialSales.current.attrs);
  const [rows, setRows] = useState<SkuRow[]>(initialSales.current.rows);
  const [salesChanged, setSalesChanged] = useState(false);
  const spu = loaded.data;

  // A brand belongs to its category: choosing another category drops a brand it does not have.
  const { brandId } = values;
  const { patch } = form;
  useEffect(() => {
    if (brandId && brands.data && !brands.isFetching && !brands.data.some((b) => b.brandId === brandId)) patch({ brandId: undefined });
  }, [brandId, brands.data, brands.isFetching, patch]);

  // Fill the form once the product and the category lists are known.
  const savedValues = useMemo(
    () =>
      spu ? formValuesOf(spu, pathTo(platformCategories.data ?? [], spu.categoryId), pathTo(shopCategories.data ?? [], spu.shopCategoryId)) : blank,
    [spu, platformCategories.data, shopCategories.data, blank],
  );
  const filled = useRef(false);
  // The product as the form read it: a save after someone else changed it is refused, not written over theirs.
  const readVersion = useRef<number | undefined>(undefined);
  const { fill, restore } = form;
  // Work not saved before signing in again (重新登录 reloads the tab), its author's only: taken back once the form is
  // filled, over what was loaded.
  const draftKey = `product:${spuId ?? 'new'}`;
  const draftOwner = user ? draftOwnerOf(user) : '';
  const [restored, setRestored] = useState(false);
  const restoreDraft = () => {
    const draft = takeDraft<ProductDraft>(draftKey, draftOwner);
    if (!draft) return;
    restore(draft.values);
    setAttrs(draft.attrs);
    setRows(draft.rows);
    setSalesChanged(draft.salesChanged);
    readVersion.current = draft.version;
    setRestored(true);
  };
  useEffect(() => {
    if (!spu || filled.current || platformCategories.isLoading || shopCategories.isLoading) return;
    filled.current = true;
    readVersion.current = spu.version;
    fill(savedValues);
    initialSales.current = fromSavedSkus(spu.skus);
    setAttrs(initialSales.current.attrs);
    setRows(initialSales.current.rows);
    restoreDraft();
    // restoreDraft reads what this render knows; it runs once, with the fill.
  }, [spu, platformCategories.isLoading, shopCategories.isLoading, savedValues, fill]);
  useEffect(() => {
    if (spuId !== undefined || filled.current) return;
    filled.current = true;
    restoreDraft();
    // A new product's form has nothing to load: its draft comes back at once.
  }, []);

  // Leaving with unsaved changes asks first (closing the tab too); a save or a reset clears them.
  const dirty = form.dirty || salesChanged;
  const leaveSaved = useLeaveGuard(
    dirty,
    {
      title: t('form.leaveTitle'),
      content: t('form.leaveUnsaved'),
      okText: t('form.leave'),
      cancelText: t('form.stay'),
    },
    {
      key: draftKey,
      owner: draftOwner,
      read: (): ProductDraft => ({ values, attrs, rows, salesChanged, version: readVersion.current }),
    },
  );

  const toast = (content: string) => void getFeedback().message.error({ content, duration: 1.5 });
  const submit = async () => {
    // Each field says its own problem; the first failing submission check is what the toast says.
    const problems = form.validate(fieldContext);
    if (problems[0]) focusField(formElement.current, problems[0][0]);
    const body = toSpuBody(values, attrs, rows, basicAttrs, shopType, spuId);
    const error = firstFormError(body, { shopType, tenantName, basicAttrs, attrs });
    if (error) return toast(contractText('spu', error));
    // A field rule the submission checks do not cover (e.g. a keyword too long) blocks the save too, said as theirs are.
    if (problems[0]) return toast(problems[0][1]);
    // So does a SKU number out of its range: each field says its limit; the toast repeats the first.
    const skuProblem = firstSkuProblem(rows);
    if (skuProblem) return toast(skuProblem);
    try {
      await save.mutateAsync({ ...body, version: readVersion.current });
    } catch {
      return;
    }
    // The toast outlives this screen (and the editor's antd scope, whose toasts would go with it): the list it goes
    // to draws at once when its code is in.
    getFeedback().message.success({ content: t('common:actionSuccess'), duration: 1.5 });
    leaveSaved();
    void navigate(productListPathFrom(location.state));
  };
  const reset = () => {
    setRestored(false);
    form.fill(savedValues);
    setSalesChanged(false);
    setAttrs(initialSales.current.attrs);
    setRows(initialSales.current.rows);
  };

  if (spuId !== undefined && loaded.isLoading)
    return (
      <Busy busy>
        <div className="spu-form-loading" />
      </Busy>
    );
  // Another shop's product, a deleted one or a malformed id: nothing to edit, and no empty form pretending otherwise.
  if ((spuId !== undefined && !spu) || (spuId === undefined && params.has('spuId'))) {
    return (
      <div className="ui-card spu-form-missing">
        <p data-testid="prod-info-not-found">{t('form.notFound')}</p>
        <Link to={PRODUCT_LIST_PATH}>{t('form.backToList')}</Link>
      </div>
    );
  }
  const showReview = spu && (spu.status === SpuStatus.VIOLATION || spu.status === SpuStatus.REJECTED);
  // The server refuses every save of a product on shelf or in review: said when the form opens, not after the work.
  const locked = spu && isSpuLocked(spu.status);

  return (
    <div className="ui-card spu-form-card">
      <h2 className="spu-form-card__title" data-testid="prod-info-title">
        {spuId ? t('form.editTitle') : t('form.createTitle')}
      </h2>
      {restored && (
        <Alert tone="info" data-testid="prod-info-restored">
          {t('form.draftRestored')}
        </Alert>
      )}
      {locked && (
        <Alert tone="warning" data-testid="prod-info-locked">
          {t(`status.${spu.status}`)}: {t('form.notEditable')}
        </Alert>
      )}
      {/* Publishing is the button's: Enter in a field (a SKU cell, a keyword) never publishes half a product. */}
      <form ref={formElement} className="spu-form" noValidate onSubmit={(event) => event.preventDefault()}>
        <Section title={t('form.sections.basic')}>
          <BasicSection
            form={form}
            problem={(field) => form.problem(field, fieldContext)}
            care={care}
            platformCategories={platformCategories.data ?? []}
            shopCategories={shopCategories.data ?? []}
            basicAttrs={basicAttrs}
            brands={brands.data ?? []}
            categoryChosen={categoryId !== undefined}
          />
        </Section>
        <Section title={t('form.sections.sales')}>
          <FormField name="hasSkuImg" label={t('sales.skuImg')}>
            {(control) => (
              <Switch
                id={control.id}
                checked={values.hasSkuImg ?? false}
                onChange={(on) => form.set('hasSkuImg', on)}
                data-testid="form-has-sku-img"
              />
            )}
          </FormField>
          <div className="spu-form-indent">
            <SalesSection
              attrs={attrs}
              rows={rows}
              onChange={(nextAttrs, nextRows) => {
                setSalesChanged(true);
                setAttrs(nextAttrs);
                setRows(nextRows);
              }}
              hasSkuImg={values.hasSkuImg ?? false}
              showStatus={spuId !== undefined && (spu?.skus.some((s) => s.spuSkuAttrValues.length > 0) ?? false)}
              categoryChosen={categoryId !== undefined}
              shopAttrs={shopAttrs.data ?? []}
            />
          </div>
        </Section>
        {care && (
          <Section title={t('form.sections.keywords')}>
            <FormField name="keywords" label={t('form.sections.keywords')} problem={form.problem('keywords', fieldContext)}>
              {(control) => (
                <TagsInput
                  id={control.id}
                  aria-describedby={control['aria-describedby']}
                  invalid={Boolean(control['aria-invalid'])}
                  value={values.keywords ?? []}
                  onChange={(keywords) => form.set('keywords', [...new Set(keywords.map((k) => k.trim()).filter(Boolean))])}
                  placeholder={t('form.keywordsPlaceholder')}
                  data-testid="form-keywords"
                />
              )}
            </FormField>
          </Section>
        )}
        <Section title={t('form.sections.detail')}>
          <div className="spu-form-indent">
            <RichTextEditor value={values.detail} onChange={(detail) => form.set('detail', detail)} data-testid="form-detail-rich" />
          </div>
        </Section>
        {care && (
          <Section title={t('form.sections.community')}>
            <FormField name="communities" label={t('form.sections.community')} required>
              {(control, labelId) => (
                <CommunityPicker
                  tenantName={tenantName}
                  value={values.communities ?? []}
                  onChange={(communities) => form.set('communities', communities)}
                  labelId={labelId}
                  aria-describedby={control['aria-describedby']}
                />
              )}
            </FormField>
          </Section>
        )}
        {showReview && (
          <Section title={t('form.sections.review')}>
            <dl className="spu-form-review" data-testid="prod-info-review">
              <dt>{t('form.opinion')}</dt>
              <dd>{spu.opinion ?? '-'}</dd>
              <dt>{t('form.wgOpinion')}</dt>
              <dd>{spu.wgOpinion ?? '-'}</dd>
            </dl>
          </Section>
        )}
        <div className="ui-space">
          <Button variant="primary" loading={save.isPending} disabled={locked} onClick={() => void submit()} data-testid="prod-info-submit">
            {t('form.publish')}
          </Button>
          <Button onClick={reset} data-testid="prod-info-reset">
            {t('form.reset')}
          </Button>
        </div>
      </form>
    </div>
  );
}
