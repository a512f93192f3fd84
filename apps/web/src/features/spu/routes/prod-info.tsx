import { useEffect, useMemo, useRef, useState } from 'react';
import { Alert, App, Button, Card, Descriptions, Divider, Form, Result, Select, Space, Spin, Switch } from 'antd';
import { SPU_LIMITS, SpuStatus, isCareShop, type SpuVO } from '@caremall/contract';
import { useTranslation } from 'react-i18next';
import { Link, useBlocker, useNavigate, useSearchParams } from 'react-router';
import { message as staticMessage } from '../../../shared/http/antd-statics';
import { useSessionStore } from '../../../shared/session';
import { toStoredPath } from '../../../shared/widgets/image-src';
import { useBasicAttrs, useBrands, usePlatformCategories, useSaveSpu, useShopCategories, useShopSalesAttrs, useSpu } from '../api';
import { pathTo } from '../lib/category-tree';
import { PRODUCT_LIST_PATH } from '../lib/screen-paths';
import { buildSkuRows, fromSavedSkus, type SalesAttr, type SkuRow } from '../lib/sku-builder';
import { firstFormError, toSpuBody, type BasicAttr, type ProdFormValues } from '../lib/submission';
import { firstSkuProblem } from '../lib/number-limits';
import { BasicSection } from '../components/basic-section';
import { CommunityPicker } from '../components/community-picker';
import { RichTextEditor } from '../../../shared/widgets/rich-text';
import { SalesSection } from '../components/sales-section';
import { contractText } from '../../../shared/i18n/contract-text';

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

/** Menu 142 `product/prod-info`: publish a product (no query) or edit one (?spuId=). */
export default function ProdInfoPage() {
  const { t } = useTranslation('spu');
  const { message, modal } = App.useApp();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const spuId = idOf(params.get('spuId'));
  const user = useSessionStore((s) => s.user);
  const shopType = user?.shopType ?? null;
  const tenantName = user?.tenantName ?? null;
  const care = isCareShop(shopType);
  const [form] = Form.useForm<ProdFormValues>();
  const loaded = useSpu(spuId);
  const platformCategories = usePlatformCategories();
  const shopCategories = useShopCategories();
  const shopAttrs = useShopSalesAttrs();
  const save = useSaveSpu();
  const initialSales = useRef<{ attrs: SalesAttr[]; rows: SkuRow[] }>({ attrs: [], rows: buildSkuRows([], []) });
  const [attrs, setAttrs] = useState<SalesAttr[]>(initialSales.current.attrs);
  const [rows, setRows] = useState<SkuRow[]>(initialSales.current.rows);
  const categoryPath = Form.useWatch('categoryPath', form);
  const hasSkuImg = Form.useWatch('hasSkuImg', form) ?? false;
  const categoryId = categoryPath?.length ? categoryPath[categoryPath.length - 1] : undefined;
  const basicAttrQuery = useBasicAttrs(categoryId);
  const brands = useBrands(categoryId);
  const basicAttrs: BasicAttr[] = useMemo(
    () => (basicAttrQuery.data ?? []).map((a) => ({ attrId: a.attrId, name: a.name, searchType: a.searchType, attrValues: a.attrValues ?? [] })),
    [basicAttrQuery.data],
  );
  const spu = loaded.data;
  // A brand belongs to its category: choosing another category drops a brand it does not have.
  const brandId = Form.useWatch('brandId', form);
  useEffect(() => {
    if (brandId && brands.data && !brands.isFetching && !brands.data.some((b) => b.brandId === brandId)) form.setFieldValue('brandId', undefined);
  }, [brandId, brands.data, brands.isFetching, form]);

  // Fill the form once the product and the category lists are known.
  const filled = useRef(false);
  useEffect(() => {
    if (!spu || filled.current || platformCategories.isLoading || shopCategories.isLoading) return;
    filled.current = true;
    form.setFieldsValue(
      formValuesOf(spu, pathTo(platformCategories.data ?? [], spu.categoryId), pathTo(shopCategories.data ?? [], spu.shopCategoryId)),
    );
    initialSales.current = fromSavedSkus(spu.skus);
    setAttrs(initialSales.current.attrs);
    setRows(initialSales.current.rows);
  }, [spu, platformCategories.isLoading, shopCategories.isLoading, platformCategories.data, shopCategories.data, form]);

  // Leaving with unsaved changes asks first (closing the tab too); a save or a reset clears them.
  const [dirty, setDirty] = useState(false);
  const saved = useRef(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && !saved.current && currentLocation.pathname + currentLocation.search !== nextLocation.pathname + nextLocation.search,
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    modal.confirm({
      title: t('form.leaveTitle'),
      content: t('form.leaveUnsaved'),
      okText: t('form.leave'),
      cancelText: t('form.stay'),
      onOk: () => blocker.proceed(),
      onCancel: () => blocker.reset(),
    });
  }, [blocker, modal, t]);
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const submit = async () => {
    // Shows each field's own message; the first failing submission check is what the toast says.
    const fieldsValid = await form.validateFields().then(
      () => true,
      () => false,
    );
    const body = toSpuBody(form.getFieldsValue(true) as ProdFormValues, attrs, rows, basicAttrs, shopType, spuId);
    const error = firstFormError(body, { shopType, tenantName, basicAttrs, attrs });
    if (error) return void message.error({ content: contractText('spu', error), duration: 1.5 });
    // A field rule the submission checks do not cover (e.g. a keyword too long) blocks the save too.
    if (!fieldsValid) return;
    // So does a SKU number out of its range: each field says its limit; the toast repeats the first.
    const skuProblem = firstSkuProblem(rows);
    if (skuProblem) return void message.error({ content: skuProblem, duration: 1.5 });
    try {
      await save.mutateAsync(body);
    } catch {
      return;
    }
    // The toast outlives this screen: the list it goes to draws at once when its code is in.
    staticMessage.success({ content: t('common:actionSuccess'), duration: 1.5 });
    saved.current = true;
    void navigate(PRODUCT_LIST_PATH);
  };
  const reset = () => {
    setDirty(false);
    form.resetFields();
    if (spu)
      form.setFieldsValue(
        formValuesOf(spu, pathTo(platformCategories.data ?? [], spu.categoryId), pathTo(shopCategories.data ?? [], spu.shopCategoryId)),
      );
    setAttrs(initialSales.current.attrs);
    setRows(initialSales.current.rows);
  };

  if (spuId !== undefined && loaded.isLoading) return <Spin style={{ margin: 48 }} />;
  // Another shop's product, a deleted one or a malformed id: nothing to edit, and no empty form pretending otherwise.
  if ((spuId !== undefined && !spu) || (spuId === undefined && params.has('spuId'))) {
    return (
      <Result
        status="404"
        title={<span data-testid="prod-info-not-found">{t('form.notFound')}</span>}
        extra={<Link to={PRODUCT_LIST_PATH}>{t('form.backToList')}</Link>}
      />
    );
  }
  const showReview = spu && (spu.status === SpuStatus.VIOLATION || spu.status === SpuStatus.REJECTED);

  return (
    <Card title={<span data-testid="prod-info-title">{spuId ? t('form.editTitle') : t('form.createTitle')}</span>}>
      <Form
        form={form}
        onValuesChange={() => setDirty(true)}
        labelCol={{ flex: '140px' }}
        wrapperCol={{ flex: 'auto' }}
        initialValues={{ seq: 1, hasSkuImg: false, publicationType: care ? undefined : 0, keywords: [], communities: [], detail: '' }}
        style={{ maxWidth: 1200 }}
      >
        <Divider titlePlacement="start">{t('form.sections.basic')}</Divider>
        <BasicSection
          form={form}
          care={care}
          platformCategories={platformCategories.data ?? []}
          shopCategories={shopCategories.data ?? []}
          basicAttrs={basicAttrs}
          brands={brands.data ?? []}
          categoryChosen={categoryId !== undefined}
        />
        <Divider titlePlacement="start">{t('form.sections.sales')}</Divider>
        <Form.Item name="hasSkuImg" label={t('sales.skuImg')} valuePropName="checked">
          <Switch data-testid="form-has-sku-img" />
        </Form.Item>
        <Form.Item label=" " colon={false}>
          <SalesSection
            attrs={attrs}
            rows={rows}
            onChange={(nextAttrs, nextRows) => {
              setDirty(true);
              setAttrs(nextAttrs);
              setRows(nextRows);
            }}
            hasSkuImg={hasSkuImg}
            showStatus={spuId !== undefined && (spu?.skus.some((s) => s.spuSkuAttrValues.length > 0) ?? false)}
            categoryChosen={categoryId !== undefined}
            shopAttrs={shopAttrs.data ?? []}
          />
        </Form.Item>
        {care && (
          <>
            <Divider titlePlacement="start">{t('form.sections.keywords')}</Divider>
            <Form.Item
              name="keywords"
              label={t('form.sections.keywords')}
              rules={[
                {
                  validator: async (_r, v: string[] = []) =>
                    v.some((k) => k.length > SPU_LIMITS.keyword) ? Promise.reject(new Error(t('form.keywordTooLong'))) : undefined,
                },
              ]}
            >
              <Select mode="tags" open={false} placeholder={t('form.keywordsPlaceholder')} style={{ maxWidth: 600 }} data-testid="form-keywords" />
            </Form.Item>
          </>
        )}
        <Divider titlePlacement="start">{t('form.sections.detail')}</Divider>
        <Form.Item name="detail" label={t('form.sections.detail')}>
          <RichTextEditor data-testid="form-detail-rich" />
        </Form.Item>
        {care && (
          <>
            <Divider titlePlacement="start">{t('form.sections.community')}</Divider>
            <Form.Item name="communities" label={t('form.sections.community')} required>
              <CommunityPicker tenantName={tenantName} />
            </Form.Item>
          </>
        )}
        {showReview && (
          <>
            <Divider titlePlacement="start">{t('form.sections.review')}</Divider>
            <Descriptions bordered column={1} size="small" style={{ maxWidth: 800, marginBottom: 24 }} data-testid="prod-info-review">
              <Descriptions.Item label={t('form.opinion')}>{spu.opinion ?? '-'}</Descriptions.Item>
              <Descriptions.Item label={t('form.wgOpinion')}>{spu.wgOpinion ?? '-'}</Descriptions.Item>
            </Descriptions>
          </>
        )}
        {spu && (spu.status === SpuStatus.ON_SHELF || spu.status === SpuStatus.PENDING_REVIEW) && (
          <Alert type="info" showIcon title={t(`status.${spu.status}`)} style={{ marginBottom: 16 }} />
        )}
        <Space>
          <Button type="primary" loading={save.isPending} onClick={() => void submit()} data-testid="prod-info-submit">
            {t('form.publish')}
          </Button>
          <Button onClick={reset} data-testid="prod-info-reset">
            {t('form.reset')}
          </Button>
        </Space>
      </Form>
    </Card>
  );
}
