import { PRODUCTS_TYPES, PublicationType, SERVE_TYPES, SPU_LIMITS, type BrandVO, type CategoryVO } from '@caremall/contract';
import { useTranslation } from 'react-i18next';
import { Alert, FormField, NumberInput, SuggestInput, TextCount } from '../../../shared/ui';
import { BrandField } from '../../../shared/widgets/brand-selector';
import { CategoryField } from '../../../shared/widgets/category-selector';
import { ImageUpload } from '../../../shared/widgets/image-upload';
import { MultiImageUpload } from '../../../shared/widgets/multi-image-upload';
import type { BasicAttr } from '../lib/submission';
import type { FieldName } from '../lib/field-rules';
import type { ProdForm } from '../lib/use-prod-form';

interface BasicSectionProps {
  form: ProdForm;
  /** The field's problem to say, if any. */
  problem: (field: FieldName) => string | null;
  care: boolean;
  platformCategories: CategoryVO[];
  shopCategories: CategoryVO[];
  basicAttrs: BasicAttr[];
  brands: BrandVO[];
  categoryChosen: boolean;
}

const TEXT_MAX = 255;
const toChoice = (text: string) => (text === '' ? undefined : Number(text));

/** Section 1: categories, title, selling point, types, brand, basic attributes, sort, pictures. */
export function BasicSection({ form, problem, care, platformCategories, shopCategories, basicAttrs, brands, categoryChosen }: BasicSectionProps) {
  const { t } = useTranslation('spu');
  const { values, set } = form;
  const isService = care && values.publicationType === PublicationType.SERVICE;
  const choose = t('form.pleaseChoose');
  const typeField = isService ? 'serveType' : 'productsType';
  const typeOptions = isService ? SERVE_TYPES : PRODUCTS_TYPES;
  return (
    <>
      {!categoryChosen && (
        <Alert tone="warning" data-testid="choose-category-first">
          {t('form.chooseCategoryFirst')}
        </Alert>
      )}
      <FormField name="categoryPath" label={t('form.category')} required problem={problem('categoryPath')}>
        {(control, labelId) => (
          <CategoryField
            mode="platform"
            categories={platformCategories}
            placeholder={choose}
            value={values.categoryPath}
            onChange={(path) => set('categoryPath', path)}
            aria-labelledby={labelId}
            aria-describedby={control['aria-describedby']}
            data-testid="form-category"
          />
        )}
      </FormField>
      <FormField name="shopCategoryPath" label={t('form.shopCategory')} required problem={problem('shopCategoryPath')}>
        {(control, labelId) => (
          <CategoryField
            mode="shop"
            categories={shopCategories}
            placeholder={choose}
            value={values.shopCategoryPath}
            onChange={(path) => set('shopCategoryPath', path)}
            aria-labelledby={labelId}
            aria-describedby={control['aria-describedby']}
            data-testid="form-shop-category"
          />
        )}
      </FormField>
      <FormField name="name" label={t('form.name')} required problem={problem('name')}>
        {(control) => (
          <TextCount length={values.name?.length ?? 0} max={TEXT_MAX}>
            <input
              {...control}
              className="ui-input spu-form-wide"
              disabled={!categoryChosen}
              maxLength={TEXT_MAX}
              placeholder={t('form.pleaseInput')}
              value={values.name ?? ''}
              onChange={(e) => set('name', e.target.value)}
              data-testid="form-name"
            />
          </TextCount>
        )}
      </FormField>
      <FormField name="sellingPoint" label={t('form.sellingPoint')} required problem={problem('sellingPoint')}>
        {(control) => (
          <textarea
            {...control}
            className="ui-input ui-textarea spu-form-wide"
            disabled={!categoryChosen}
            maxLength={TEXT_MAX}
            rows={2}
            placeholder={t('form.pleaseInput')}
            value={values.sellingPoint ?? ''}
            onChange={(e) => set('sellingPoint', e.target.value)}
            data-testid="form-selling-point"
          />
        )}
      </FormField>
      {care && (
        <FormField name="publicationType" label={t('form.publicationType')} required problem={problem('publicationType')}>
          {(control, labelId) => (
            <div role="radiogroup" aria-labelledby={labelId} aria-describedby={control['aria-describedby']} className="ui-space">
              {[PublicationType.PRODUCT, PublicationType.SERVICE].map((v) => (
                <label key={v} className="ui-checkline">
                  <input
                    type="radio"
                    name="publicationType"
                    checked={values.publicationType === v}
                    onChange={() => {
                      set('publicationType', v);
                      // A product has a product type, a service a service type: the other one goes.
                      form.patch(v === PublicationType.PRODUCT ? { serveType: undefined } : { productsType: undefined });
                    }}
                  />
                  <span data-testid={`form-publication-${v}`}>{t(`form.publicationTypes.${v}`)}</span>
                </label>
              ))}
            </div>
          )}
        </FormField>
      )}
      <FormField name={typeField} label={t(`form.${typeField}`)} required problem={problem(typeField)}>
        {(control) => (
          <select
            {...control}
            key={typeField}
            className="ui-select spu-form-choice"
            value={values[typeField] ?? ''}
            onChange={(e) => set(typeField, toChoice(e.target.value))}
            data-testid={isService ? 'form-serve-type' : 'form-products-type'}
          >
            <option value="">{choose}</option>
            {typeOptions.map((v) => (
              <option key={v} value={v}>
                {t(`form.${typeField}s.${v}`)}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField name="brandId" label={t('form.brand')}>
        {(control, labelId) => (
          <BrandField
            brands={brands}
            disabled={!categoryChosen}
            value={values.brandId}
            onChange={(brandId) => set('brandId', brandId)}
            aria-labelledby={labelId}
            aria-describedby={control['aria-describedby']}
            data-testid="form-brand"
          />
        )}
      </FormField>
      {basicAttrs.map((attr) => (
        <FormField
          key={attr.attrId}
          name={`basicAttrs.${attr.attrId}`}
          label={attr.name}
          required={attr.searchType === 1}
          problem={problem(`basicAttrs.${attr.attrId}`)}
        >
          {(control) => (
            <SuggestInput
              {...control}
              className="spu-form-choice"
              placeholder={t('form.pleaseInput')}
              value={values.basicAttrs?.[String(attr.attrId)] ?? ''}
              onChange={(text) => form.setBasicAttr(attr.attrId, text)}
              suggestions={attr.attrValues.map((v) => v.value)}
              data-testid={`form-basic-attr-${attr.attrId}`}
            />
          )}
        </FormField>
      ))}
      <FormField name="seq" label={t('form.seq')} required problem={problem('seq')}>
        {(control) => (
          // No min, max or precision on the input: an out-of-range number is said, never changed.
          <NumberInput {...control} className="spu-form-number" value={values.seq} onChange={(seq) => set('seq', seq)} data-testid="form-seq" />
        )}
      </FormField>
      <FormField name="mainImgUrl" label={t('form.mainImg')} required>
        {(control, labelId) => (
          <div role="group" aria-labelledby={labelId} aria-describedby={control['aria-describedby']}>
            <ImageUpload value={values.mainImgUrl} onChange={(url) => set('mainImgUrl', url)} />
          </div>
        )}
      </FormField>
      <FormField name="imgUrls" label={t('form.imgUrls')} required extra={t('form.imgUrlsTip')}>
        {(control, labelId) => (
          <div role="group" aria-labelledby={labelId} aria-describedby={control['aria-describedby']}>
            <MultiImageUpload limit={SPU_LIMITS.maxImages} value={values.imgUrls} onChange={(urls) => set('imgUrls', urls)} />
          </div>
        )}
      </FormField>
    </>
  );
}
