import { useCallback, useMemo, useState } from 'react';
import { fieldProblem, fieldProblems, type FieldContext, type FieldName } from './field-rules';
import type { ProdFormValues } from './submission';

/** The publish form's values, which fields say their problem, and whether anything changed since the last fill. */
export interface ProdForm {
  values: ProdFormValues;
  /** Sets a field as the user changed it: the form is then unsaved, and the field says its problem. */
  set: <K extends keyof ProdFormValues>(key: K, value: ProdFormValues[K]) => void;
  setBasicAttr: (attrId: number, value: string) => void;
  /** Changes values the user did not type (a brand the new category lacks goes): no problem said, nothing unsaved. */
  patch: (values: ProdFormValues) => void;
  /** The field's problem once it has been changed or a submit was tried; null otherwise. */
  problem: (field: FieldName, context: FieldContext) => string | null;
  /** Makes every field say its problem; returns them in screen order. */
  validate: (context: FieldContext) => [FieldName, string][];
  /** Replaces the values (a loaded product, a reset): nothing unsaved, no problem said. */
  fill: (values: ProdFormValues) => void;
  /** Replaces the values with work not saved before (a draft kept across signing in again): unsaved, no problem said. */
  restore: (values: ProdFormValues) => void;
  dirty: boolean;
}

/** antd's form behaviour, kept: a field's rule is checked once it changes, every rule on submit. */
export function useProdForm(initial: ProdFormValues): ProdForm {
  const [values, setValues] = useState(initial);
  const [checked, setChecked] = useState<ReadonlySet<string> | 'all'>(new Set());
  const [dirty, setDirty] = useState(false);
  const touch = (field: string) => setChecked((was) => (was === 'all' || was.has(field) ? was : new Set([...was, field])));

  const set = useCallback(<K extends keyof ProdFormValues>(key: K, value: ProdFormValues[K]) => {
    setValues((was) => ({ ...was, [key]: value }));
    setDirty(true);
    touch(key);
  }, []);
  const setBasicAttr = useCallback((attrId: number, value: string) => {
    setValues((was) => ({ ...was, basicAttrs: { ...was.basicAttrs, [String(attrId)]: value } }));
    setDirty(true);
    touch(`basicAttrs.${attrId}`);
  }, []);
  const patch = useCallback((next: ProdFormValues) => setValues((was) => ({ ...was, ...next })), []);
  const fill = useCallback((next: ProdFormValues) => {
    setValues(next);
    setChecked(new Set());
    setDirty(false);
  }, []);
  const restore = useCallback((next: ProdFormValues) => {
    setValues(next);
    setChecked(new Set());
    setDirty(true);
  }, []);

  return useMemo(
    () => ({
      values,
      set,
      setBasicAttr,
      patch,
      problem: (field, context) => (checked === 'all' || checked.has(field) ? fieldProblem(field, values, context) : null),
      validate: (context) => {
        setChecked('all');
        return fieldProblems(values, context);
      },
      fill,
      restore,
      dirty,
    }),
    [values, set, setBasicAttr, patch, checked, fill, restore, dirty],
  );
}
