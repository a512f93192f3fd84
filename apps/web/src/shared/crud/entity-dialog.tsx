// The create/edit dialog cycle every entity screen shares: load the record, fill the form, validate,
// save once (the confirm button is busy until the answer, so a double click saves one record), show the
// success toast, close. Screens give the fields and how values become a body.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Form, Spin, type FormInstance } from 'antd';
import type { NamePath } from 'antd/es/form/interface';
import { Modal } from '../widgets/modal';
import { useTranslation } from 'react-i18next';
import { getFeedback, isRefusal } from '../http';
import { announceDialogClosed } from '../ui/item-focus';
import { UnsavedDialogGuard, useAskBeforeClosing } from '../routing/leave-guard';
import { takeDraft } from '../routing/drafts';
import { Alert } from '../ui/alert';
import { dialogDraftKey, useDraftOwner } from './dialog-drafts';

export interface EntityDialogProps<V extends object, R> {
  /** null: closed; 0: create; otherwise the id of the record to edit. */
  id: number | null;
  onClose: () => void;
  title: { create: string; edit: string };
  /** The record being edited (loaded by the screen's detail query for `id`). */
  record: R | undefined;
  loading: boolean;
  /**
   * Why the record to edit could not be read (its detail query's error): the dialog closes, the failure's toast having
   * said why (deleted meanwhile, say), and a draft kept for the record goes once the server has answered so. A read
   * again that got no answer (network, signed out) leaves the dialog as it is.
   */
  loadError?: unknown;
  /** Form values of a new record, and of a loaded one. */
  defaults: V;
  toValues: (record: R) => V;
  /**
   * Saves the validated values; `id` is undefined when creating. `version` is the record's as the form was filled
   * from it, for the body: the server refuses a save from a form read before the record changed elsewhere. Rejects
   * to keep the dialog open.
   */
  save: (values: V, id: number | undefined, version: number | undefined) => Promise<unknown>;
  form?: FormInstance<V>;
  testId: string;
  width?: number;
  labelSpan?: number;
  /** Runs when confirm is pressed, before the fields are validated (e.g. a toast the spec shows beside a field's own message). */
  onConfirm?: () => void;
  /** Text of the confirm button where the screen names its action ("发货"); the shared "confirm" otherwise. */
  okText?: string;
  /** Keeps the confirm button disabled, e.g. until what the form works on has loaded. */
  okDisabled?: boolean;
  /**
   * What was typed is kept across 重新登录 and comes back when the screen opens the dialog again (its state from
   * `useDialogId`): for a dialog whose whole work is its form's values, and holds no password.
   */
  keepsDraft?: boolean;
  children: ReactNode;
}

const versionOf = (record: unknown): number | undefined => {
  const version = (record as { version?: unknown }).version;
  return typeof version === 'number' ? version : undefined;
};

export function EntityDialog<V extends object, R>({
  id,
  onClose,
  title,
  record,
  loading,
  loadError,
  defaults,
  toValues,
  save,
  form: givenForm,
  testId,
  width,
  labelSpan = 5,
  onConfirm,
  okText,
  okDisabled,
  keepsDraft = false,
  children,
}: EntityDialogProps<V, R>) {
  const { t } = useTranslation('common');
  const { message } = getFeedback();
  const [ownForm] = Form.useForm<V>();
  const form = givenForm ?? ownForm;
  const editing = id !== null && id > 0;
  const [saving, setSaving] = useState(false);
  const busy = useRef(false);
  // What the user typed and has not saved: leaving the page (Back, a link, a reload) asks first.
  const [dirty, setDirty] = useState(false);
  // The `version` of the record the form was last filled from (none when creating, or when typing came first).
  const filledVersion = useRef<number | undefined>(undefined);
  // The first field in the wrong after a confirm: it takes the focus once its message and state are drawn.
  const [wrongField, setWrongField] = useState<{ name: NamePath } | null>(null);
  const draftOwner = useDraftOwner();
  const draftKey = dialogDraftKey(testId, id ?? 0);
  const [restored, setRestored] = useState(false);
  /** Once the form is filled: what was typed before signing in again, over it. */
  const restoreDraft = () => {
    const draft = keepsDraft ? takeDraft<{ values: V; version?: number }>(draftKey, draftOwner) : undefined;
    if (!draft) return;
    form.setFieldsValue(draft.values as Parameters<typeof form.setFieldsValue>[0]);
    filledVersion.current = draft.version;
    setDirty(true);
    setRestored(true);
  };

  useEffect(() => {
    if (wrongField) form.focusField(wrongField.name);
  }, [wrongField, form]);

  // Each opening starts from the defaults, untouched: the form outlives the dialog, and what the last one
  // held must not show (or be saved) while this one's record loads. The form is reset once the dialog has closed
  // (below, out of sight), or here when it opens before that: a reset draws every field anew, and the field just given
  // the focus as the dialog opened lost it (antd's focus lock then put it on the close button for a moment).
  const used = useRef(false);
  const resetForm = () => {
    form.resetFields();
    used.current = false;
  };
  useEffect(() => {
    if (id !== null) {
      if (used.current) resetForm();
      used.current = true;
    }
    filledVersion.current = undefined;
    setDirty(false);
    setRestored(false);
  }, [id, form]);

  useEffect(() => {
    if (id === null) return;
    if (!editing) {
      form.setFieldsValue(defaults as Parameters<typeof form.setFieldsValue>[0]);
      restoreDraft();
    }
    // A record that arrives after the user started typing does not overwrite what was typed.
    else if (record && !form.isFieldsTouched()) {
      form.setFieldsValue(toValues(record) as Parameters<typeof form.setFieldsValue>[0]);
      filledVersion.current = versionOf(record);
      restoreDraft();
    }
    // defaults and toValues are the screen's constants; the record and id decide when to fill (restoreDraft with them).
  }, [id, editing, record, form]);

  useEffect(() => {
    if (!editing || !loadError) return;
    // Refused (deleted meanwhile): the draft can never be saved.
    if (isRefusal(loadError)) takeDraft(draftKey, draftOwner);
    // Unanswered (network, signed out) when read again, as after a save: the record shown and what was typed stay, for
    // the next try or 重新登录. Unanswered at the first read: nothing to edit; a draft kept stays for the next opening.
    else if (record) return;
    setDirty(false);
    onClose();
    // onClose is the screen's; the failure decides.
  }, [editing, loadError]);

  const close = useAskBeforeClosing(dirty, () => {
    setDirty(false);
    onClose();
  });

  const submit = async () => {
    if (busy.current) return;
    busy.current = true;
    setSaving(true);
    try {
      onConfirm?.();
      const values = await form.validateFields();
      await save(values, editing ? id! : undefined, editing ? filledVersion.current : undefined);
      message.success({ content: t('actionSuccess'), duration: 1.5 });
      setDirty(false);
      onClose();
    } catch (error) {
      // A field message or the server's toast is already showing; the dialog stays open. The keyboard goes to the
      // first field in the wrong (fields are checked in their order on the form), as a submitted form's does.
      const first = (error as { errorFields?: { name: NamePath }[] } | null)?.errorFields?.[0];
      if (first) setWrongField({ name: first.name });
    } finally {
      busy.current = false;
      setSaving(false);
    }
  };

  return (
    <>
      {id !== null && dirty && (
        <UnsavedDialogGuard
          draft={
            keepsDraft
              ? { key: draftKey, owner: draftOwner, read: () => ({ values: form.getFieldsValue(true) as V, version: filledVersion.current }) }
              : undefined
          }
        />
      )}
      <Modal
        open={id !== null}
        title={editing ? title.edit : title.create}
        width={width}
        mask={{ closable: false }}
        onCancel={close}
        // After antd gave the focus back to what opened it, if that is still there: a list whose row left takes it.
        afterClose={() => {
          resetForm();
          announceDialogClosed();
        }}
        onOk={() => void submit()}
        confirmLoading={saving}
        okText={okText ?? t('confirm')}
        cancelText={t('cancel')}
        okButtonProps={{ disabled: okDisabled, ...({ 'data-testid': `${testId}-submit` } as Record<string, string>) }}
        destroyOnHidden
      >
        {restored && (
          <Alert tone="info" data-testid={`${testId}-restored`}>
            {t('draftRestored')}
          </Alert>
        )}
        <Spin spinning={editing && loading}>
          <Form
            form={form}
            labelCol={{ span: labelSpan }}
            initialValues={defaults}
            onValuesChange={() => setDirty(true)}
            data-testid={`${testId}-form`}
          >
            {children}
          </Form>
        </Spin>
      </Modal>
    </>
  );
}
