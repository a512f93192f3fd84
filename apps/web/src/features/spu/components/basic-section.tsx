import { Alert, AutoComplete, Form, Input, InputNumber, Radio, Select, type FormInstance } from 'antd';
import { PRODUCTS_TYPES, PublicationType, SERVE_TYPES, SPU_LIMITS, type BrandVO, type CategoryVO } from '@caremall/contract';
import { useTranslation } from 'react-i18next';
import { BrandField } from '../../../shared/widgets/brand-selector';
import { CategoryField } from '../../../shared/widgets/category-selector';
import { ImageUpload } from '../../../shared/widgets/image-upload';
import { MultiImageUpload } from '../../../shared/widgets/multi-image-upload';
import type { BasicAttr, ProdFormValues } from '../lib/submission';
import { seqProblem } from '../lib/number-limits';

interface BasicSectionProps {
  form: FormInstance<ProdFormValues>;
  care: boolean;
  platformCategories: CategoryVO[];
  shopCategories: CategoryVO[];
  basicAttrs: BasicAttr[];
  brands: BrandVO[];
  categoryChosen: boolean;
}

/** Section 1: categories, title, selling point, types, brand, basic attributes, sort, pictures. */
export function BasicSection({ form, care, platformCategories, shopCategories, basicAttrs, brands, categoryChosen }: BasicSectionProps) {
  const { t } = useTranslation('spu');
  const publicationType = Form.useWatch('publicationType', form);
  const isService = care && publicationType === PublicationType.SERVICE;
  const choose = t('form.pleaseChoose');
  return (
    <>
      {!categoryChosen && (
        <Alert type="warning" showIcon title={t('form.chooseCategoryFirst')} style={{ marginBottom: 16 }} data-testid="choose-category-first" />
      )}
      <Form.Item name="categoryPath" label={t('form.category')} rules={[{ required: true, message: t('form.rules.select') }]}>
        <CategoryField mode="platform" categories={platformCategories} placeholder={choose} data-testid="form-category" />
      </Form.Item>
      <Form.Item name="shopCategoryPath" label={t('form.shopCategory')} rules={[{ required: true, message: t('form.rules.select') }]}>
        <CategoryField mode="shop" categories={shopCategories} placeholder={choose} data-testid="form-shop-category" />
      </Form.Item>
      <Form.Item name="name" label={t('form.name')} rules={[{ required: true, whitespace: true, message: t('form.rules.name') }]}>
        <Input disabled={!categoryChosen} maxLength={255} showCount placeholder={t('form.pleaseInput')} data-testid="form-name" />
      </Form.Item>
      <Form.Item
        name="sellingPoint"
        label={t('form.sellingPoint')}
        rules={[{ required: true, whitespace: true, message: t('form.rules.sellingPoint') }]}
      >
        <Input.TextArea disabled={!categoryChosen} maxLength={255} rows={2} placeholder={t('form.pleaseInput')} data-testid="form-selling-point" />
      </Form.Item>
      {care && (
        <Form.Item name="publicationType" label={t('form.publicationType')} rules={[{ required: true, message: t('form.rules.select') }]}>
          <Radio.Group
            onChange={(e) => form.setFieldsValue(e.target.value === PublicationType.PRODUCT ? { serveType: undefined } : { productsType: undefined })}
            options={[0, 1].map((v) => ({ value: v, label: <span data-testid={`form-publication-${v}`}>{t(`form.publicationTypes.${v}`)}</span> }))}
          />
        </Form.Item>
      )}
      {isService ? (
        <Form.Item name="serveType" label={t('form.serveType')} rules={[{ required: true, message: t('form.rules.serveType') }]}>
          <Select
            placeholder={choose}
            style={{ width: 240 }}
            options={SERVE_TYPES.map((v) => ({ value: v, label: t(`form.serveTypes.${v}`) }))}
            data-testid="form-serve-type"
          />
        </Form.Item>
      ) : (
        <Form.Item name="productsType" label={t('form.productsType')} rules={[{ required: true, message: t('form.rules.productsType') }]}>
          <Select
            placeholder={choose}
            style={{ width: 240 }}
            options={PRODUCTS_TYPES.map((v) => ({ value: v, label: t(`form.productsTypes.${v}`) }))}
            data-testid="form-products-type"
          />
        </Form.Item>
      )}
      <Form.Item name="brandId" label={t('form.brand')}>
        <BrandField brands={brands} disabled={!categoryChosen} data-testid="form-brand" />
      </Form.Item>
      {basicAttrs.map((attr) => (
        <Form.Item
          key={attr.attrId}
          name={['basicAttrs', String(attr.attrId)]}
          label={attr.name}
          rules={attr.searchType === 1 ? [{ required: true, whitespace: true, message: t('form.rules.attrRequired') }] : []}
        >
          <AutoComplete
            style={{ width: 240 }}
            placeholder={t('form.pleaseInput')}
            options={attr.attrValues.map((v) => ({ value: v.value }))}
            data-testid={`form-basic-attr-${attr.attrId}`}
          />
        </Form.Item>
      ))}
      <Form.Item
        name="seq"
        label={t('form.seq')}
        rules={[
          { required: true, message: t('form.rules.seq') },
          // No min, max or precision on the input: an out-of-range number is said, never changed.
          {
            validator: async (_rule, value: number | null) => {
              const problem = typeof value === 'number' ? seqProblem(value, 'form') : null;
              if (problem) throw new Error(problem);
            },
          },
        ]}
      >
        <InputNumber style={{ width: 160 }} data-testid="form-seq" />
      </Form.Item>
      <Form.Item name="mainImgUrl" label={t('form.mainImg')} required>
        <ImageUpload />
      </Form.Item>
      <Form.Item name="imgUrls" label={t('form.imgUrls')} required extra={t('form.imgUrlsTip')}>
        <MultiImageUpload limit={SPU_LIMITS.maxImages} />
      </Form.Item>
    </>
  );
}
