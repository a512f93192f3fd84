// The publish form's own field rules: what each field says under it. The spec's submission checks
// (firstFormError, one toast) run beside them; a field rule they do not cover blocks the save too.
import { PublicationType, SPU_LIMITS } from '@caremall/contract';
import i18n from 'i18next';
import type { BasicAttr, ProdFormValues } from './submission';
import { seqProblem } from './number-limits';

/** A field of the form that can say a problem; a basic attribute is `basicAttrs.<attrId>`. */
export type FieldName =
  | 'categoryPath'
  | 'shopCategoryPath'
  | 'name'
  | 'sellingPoint'
  | 'publicationType'
  | 'serveType'
  | 'productsType'
  | 'seq'
  | 'keywords'
  | `basicAttrs.${number}`;

export interface FieldContext {
  care: boolean;
  basicAttrs: readonly BasicAttr[];
}

const blank = (text: string | null | undefined) => !text || text.trim() === '';
const t = (key: string) => i18n.t(`spu:form.${key}`);

/** The fields the form shows, in their order on screen (the first with a problem gets focus on submit). */
export function fieldsOf(values: ProdFormValues, { care, basicAttrs }: FieldContext): FieldName[] {
  const service = care && values.publicationType === PublicationType.SERVICE;
  return [
    'categoryPath',
    'shopCategoryPath',
    'name',
    'sellingPoint',
    ...(care ? (['publicationType'] as const) : []),
    service ? 'serveType' : 'productsType',
    ...basicAttrs.map((a) => `basicAttrs.${a.attrId}` as const),
    'seq',
    ...(care ? (['keywords'] as const) : []),
  ];
}

/** What is wrong with one field's value, or null. */
export function fieldProblem(field: FieldName, values: ProdFormValues, { basicAttrs }: FieldContext): string | null {
  switch (field) {
    case 'categoryPath':
      return values.categoryPath?.length ? null : t('rules.select');
    case 'shopCategoryPath':
      return values.shopCategoryPath?.length ? null : t('rules.select');
    case 'name':
      return blank(values.name) ? t('rules.name') : null;
    case 'sellingPoint':
      return blank(values.sellingPoint) ? t('rules.sellingPoint') : null;
    case 'publicationType':
      return values.publicationType === undefined || values.publicationType === null ? t('rules.select') : null;
    case 'serveType':
      return values.serveType === undefined || values.serveType === null ? t('rules.serveType') : null;
    case 'productsType':
      return values.productsType === undefined || values.productsType === null ? t('rules.productsType') : null;
    case 'seq':
      return typeof values.seq === 'number' ? seqProblem(values.seq) : t('rules.seq');
    case 'keywords':
      return (values.keywords ?? []).some((k) => k.length > SPU_LIMITS.keyword) ? t('keywordTooLong') : null;
    default: {
      const attrId = Number(field.slice('basicAttrs.'.length));
      const attr = basicAttrs.find((a) => a.attrId === attrId);
      return attr?.searchType === 1 && blank(values.basicAttrs?.[String(attrId)]) ? t('rules.attrRequired') : null;
    }
  }
}

/** Every field's problem, in screen order. */
export function fieldProblems(values: ProdFormValues, context: FieldContext): [FieldName, string][] {
  return fieldsOf(values, context).flatMap((field) => {
    const problem = fieldProblem(field, values, context);
    return problem ? [[field, problem] as [FieldName, string]] : [];
  });
}
