// The shared create/edit dialog keeps what the user typed: a record that loads late does not overwrite it,
// and a dialog opened after another does not start from (or save) the other's values. Its save sends the version of
// the record the form was filled from, so the server can refuse it once the record changed elsewhere.
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { Form, Input } from 'antd';
import { renderScreen } from '../../test';
import { HttpError, NETWORK_ERROR } from '../http';
import { keepHeldDrafts } from '../routing/drafts';
import { useSessionStore } from '../session/session-store';
import { useDialogId } from './dialog-drafts';
import { EntityDialog } from './entity-dialog';

interface Values {
  name: string;
}

type Save = (values: Values, id: number | undefined, version: number | undefined) => Promise<unknown>;

/** A screen with one dialog whose record the test hands over when it likes; `keepsDraft` as a screen opts in. */
function Harness({ save, keepsDraft = false }: { save: Save; keepsDraft?: boolean }) {
  const [plainId, setPlainId] = useState<number | null>(null);
  const [keptId, setKeptId] = useDialogId('thing');
  const [id, setId] = keepsDraft ? [keptId, setKeptId] : [plainId, setPlainId];
  const [record, setRecord] = useState<(Values & { version: number }) | undefined>(undefined);
  const [loadError, setLoadError] = useState<unknown>(undefined);
  return (
    <>
      <button onClick={() => (setRecord(undefined), setId(0))}>create</button>
      <button onClick={() => (setRecord(undefined), setId(7))}>edit</button>
      <button onClick={() => setRecord({ name: '已保存的名称', version: 1_764_000_000_123 })}>record arrives</button>
      <button onClick={() => setRecord({ name: '别处改过的名称', version: 1_764_000_000_456 })}>record read again</button>
      <button onClick={() => setLoadError(new HttpError(NETWORK_ERROR, null))}>no answer</button>
      <output aria-label="dialog">{id === null ? 'closed' : 'open'}</output>
      <EntityDialog<Values, Values & { version: number }>
        id={id}
        onClose={() => setId(null)}
        title={{ create: '新增', edit: '编辑' }}
        record={record}
        loading={false}
        loadError={loadError}
        defaults={{ name: '' }}
        toValues={(r) => ({ name: r.name })}
        save={save}
        testId="thing"
        keepsDraft={keepsDraft}
      >
        <Form.Item name="name">
          <Input data-testid="thing-name" />
        </Form.Item>
      </EntityDialog>
    </>
  );
}

const nameField = () => screen.getByTestId('thing-name') as HTMLInputElement;

const signedIn = (nickName: string) =>
  useSessionStore.setState({ user: { nickName, avatar: null, isAdmin: 1, shopId: 1, shopType: 1, tenantName: null, roles: [] } });

/** The manager types `value` in the dialog `opener` opens, then 重新登录 as `who`: the tab keeps its drafts, the screen is drawn again. */
async function typeThenSignInAgain(save: Save, opener: 'create' | 'edit', value: string, who: string) {
  signedIn('店长');
  renderScreen(<Harness save={save} keepsDraft />);
  fireEvent.click(screen.getByText(opener));
  fireEvent.change(await screen.findByTestId('thing-name'), { target: { value } });
  keepHeldDrafts();
  cleanup();
  signedIn(who);
  renderScreen(<Harness save={save} keepsDraft />);
}

afterEach(() => sessionStorage.clear());

describe('the entity dialog', () => {
  it('opened to edit after a create starts empty, and a record that loads after the user typed keeps the typing', async () => {
    const save = vi.fn(async () => null);
    renderScreen(<Harness save={save} />);

    fireEvent.click(screen.getByText('create'));
    fireEvent.change(await screen.findByTestId('thing-name'), { target: { value: '新建的名称' } });
    fireEvent.click(screen.getByTestId('thing-submit'));
    await waitFor(() => expect(save).toHaveBeenCalledWith({ name: '新建的名称' }, undefined, undefined));

    fireEvent.click(screen.getByText('edit'));
    await waitFor(() => expect(nameField().value).toBe(''));
    fireEvent.change(nameField(), { target: { value: '改过的名称' } });
    fireEvent.click(screen.getByText('record arrives'));
    expect(nameField().value).toBe('改过的名称');
    fireEvent.click(screen.getByTestId('thing-submit'));
    // Not filled from the record, so it claims no version of it.
    await waitFor(() => expect(save).toHaveBeenLastCalledWith({ name: '改过的名称' }, 7, undefined));
  });

  it('saves an edit with the version of the record it was filled from, even when the record is read again meanwhile', async () => {
    const save = vi.fn(async () => null);
    renderScreen(<Harness save={save} />);
    fireEvent.click(screen.getByText('edit'));
    await screen.findByTestId('thing-name');
    fireEvent.click(screen.getByText('record arrives'));
    await waitFor(() => expect(nameField().value).toBe('已保存的名称'));
    // Read again (the window took the focus back): the form stays as filled, and so does the version it holds.
    fireEvent.click(screen.getByText('record read again'));
    fireEvent.change(nameField(), { target: { value: '我的名称' } });
    fireEvent.click(screen.getByTestId('thing-submit'));
    await waitFor(() => expect(save).toHaveBeenLastCalledWith({ name: '我的名称' }, 7, 1_764_000_000_123));
  });

  it('fills an edit from its record when the user has not typed yet', async () => {
    renderScreen(<Harness save={async () => null} />);
    fireEvent.click(screen.getByText('edit'));
    await screen.findByTestId('thing-name');
    fireEvent.click(screen.getByText('record arrives'));
    await waitFor(() => expect(nameField().value).toBe('已保存的名称'));
  });

  it('stays open when the user clicks beside it: a stray click must not throw the form away', async () => {
    renderScreen(<Harness save={vi.fn(async () => null)} />);
    fireEvent.click(screen.getByText('create'));
    fireEvent.change(await screen.findByTestId('thing-name'), { target: { value: '打了一半' } });
    const wrap = document.querySelector('.ant-modal-wrap')!;
    fireEvent.mouseDown(wrap);
    fireEvent.mouseUp(wrap);
    fireEvent.click(wrap);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(nameField().value).toBe('打了一半');
    expect(document.querySelector('.ui-confirm')).toBeNull();
  });

  it('keeps what was typed across 重新登录: the screen opens the dialog again, and the draft fills it over the record', async () => {
    const save = vi.fn(async () => null);
    signedIn('店长');
    renderScreen(<Harness save={save} keepsDraft />);
    fireEvent.click(screen.getByText('edit'));
    await screen.findByTestId('thing-name');
    fireEvent.click(screen.getByText('record arrives'));
    await waitFor(() => expect(nameField().value).toBe('已保存的名称'));
    fireEvent.change(nameField(), { target: { value: '没来得及保存' } });
    keepHeldDrafts();
    cleanup();

    // Signed in again: the dialog is open on the same record, filled from it, then from the draft.
    signedIn('店长');
    renderScreen(<Harness save={save} keepsDraft />);
    await screen.findByTestId('thing-name');
    fireEvent.click(screen.getByText('record arrives'));
    await waitFor(() => expect(nameField().value).toBe('没来得及保存'));
    expect(screen.getByTestId('thing-restored')).toHaveTextContent('The changes not saved before you logged in again are back');
    fireEvent.click(screen.getByTestId('thing-submit'));
    // With the version the work was read at: the server still refuses it if the record changed meanwhile.
    await waitFor(() => expect(save).toHaveBeenLastCalledWith({ name: '没来得及保存' }, 7, 1_764_000_000_123));
    cleanup();

    // A record that could not be read for want of an answer closes the dialog and keeps the draft for the next try.
    await typeThenSignInAgain(save, 'edit', '网络断了', '店长');
    await screen.findByTestId('thing-name');
    fireEvent.click(screen.getByText('no answer'));
    await waitFor(() => expect(screen.getByLabelText('dialog')).toHaveTextContent('closed'));
    expect(JSON.stringify({ ...sessionStorage })).toContain('网络断了');
    cleanup();
    sessionStorage.clear();

    // Another user signing in to the tab gets no dialog and no draft; a dialog that keeps none keeps nothing.
    await typeThenSignInAgain(save, 'create', '别人看不到', '店员');
    expect(screen.queryByTestId('thing-name')).toBeNull();
    cleanup();
    // (Their session's load drops it from the tab: drafts.dom.test.ts.)
    sessionStorage.clear();
    signedIn('店长');
    renderScreen(<Harness save={save} />);
    fireEvent.click(screen.getByText('create'));
    fireEvent.change(await screen.findByTestId('thing-name'), { target: { value: '不保留' } });
    keepHeldDrafts();
    expect(sessionStorage.length).toBe(0);
  });
});
