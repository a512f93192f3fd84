// A keyboard user's place in a list when the row they acted on leaves: the kit's table hands the focus on.
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '../i18n';
import { ColumnItem, ColumnList, Table, type Column } from '.';
import { showConfirm } from './confirm-dialog';
import { announceDialogClosed } from './item-focus';

interface Row {
  id: number;
  name: string;
}

const columns: Column<Row>[] = [
  { title: 'Name', dataIndex: 'name' },
  {
    title: 'Actions',
    key: 'actions',
    render: (_: unknown, row: Row) => (
      <>
        <button type="button">Edit {row.name}</button>
        <button type="button">Delete {row.name}</button>
      </>
    ),
  },
];

const rowsOf = (...names: string[]) => names.map((name, index) => ({ id: name.charCodeAt(0) * 100 + index, name }));
const ROWS = rowsOf('a', 'b', 'c');

function List({ rows, busy = false }: { rows: Row[]; busy?: boolean }) {
  return (
    <>
      <input aria-label="Filter" />
      <Table<Row> columns={columns} rows={rows} rowKey="id" busy={busy} emptyText="No data" data-testid="table" />
    </>
  );
}

/** A dialog the row's button opened: it takes the focus and, closed, tries to give it back to the button. */
function openDialog(opener: HTMLElement) {
  opener.focus();
  const dialog = document.createElement('div');
  dialog.setAttribute('role', 'dialog');
  dialog.innerHTML = '<button type="button">OK</button>';
  document.body.append(dialog);
  dialog.querySelector('button')!.focus();
  return () => {
    dialog.remove();
    if (opener.isConnected) opener.focus();
    announceDialogClosed();
  };
}

describe('a row that leaves with the focus', () => {
  it('hands it to the same button of the row now in its place', () => {
    const view = render(<List rows={ROWS} />);
    screen.getByRole('button', { name: 'Delete b' }).focus();
    view.rerender(<List rows={[ROWS[0]!, ROWS[2]!]} />);
    expect(screen.getByRole('button', { name: 'Delete c' })).toHaveFocus();
    // And on again: the same place, the same control.
    view.rerender(<List rows={[ROWS[0]!]} />);
    expect(screen.getByRole('button', { name: 'Delete a' })).toHaveFocus();
  });

  it('waits for the new rows while the list reloads', () => {
    const view = render(<List rows={ROWS} />);
    screen.getByRole('button', { name: 'Edit c' }).focus();
    view.rerender(<List rows={ROWS} busy />);
    expect(screen.getByRole('button', { name: 'Edit c' })).toHaveFocus();
    view.rerender(<List rows={ROWS.slice(0, 2)} busy />);
    expect(document.body).toHaveFocus();
    view.rerender(<List rows={ROWS.slice(0, 2)} />);
    // The last row left: the row before it, now the last.
    expect(screen.getByRole('button', { name: 'Edit b' })).toHaveFocus();
  });

  it('after a dialog the row opened, whether the list reloads before or after the dialog closes', () => {
    const before = render(<List rows={ROWS} />);
    let close = openDialog(screen.getByRole('button', { name: 'Delete a' }));
    before.rerender(<List rows={ROWS.slice(1)} />);
    expect(screen.getByRole('button', { name: 'OK' })).toHaveFocus();
    close();
    expect(screen.getByRole('button', { name: 'Delete b' })).toHaveFocus();
    before.unmount();

    const after = render(<List rows={ROWS} />);
    close = openDialog(screen.getByRole('button', { name: 'Delete a' }));
    close();
    expect(screen.getByRole('button', { name: 'Delete a' })).toHaveFocus();
    after.rerender(<List rows={ROWS.slice(1)} />);
    expect(screen.getByRole('button', { name: 'Delete b' })).toHaveFocus();
  });

  it("through the kit's question", async () => {
    const view = render(<List rows={ROWS} />);
    screen.getByRole('button', { name: 'Delete b' }).focus();
    let deleted!: () => void;
    await act(async () =>
      showConfirm({
        title: 'Tips',
        content: 'Delete?',
        okText: 'OK',
        cancelText: 'Cancel',
        onOk: () => new Promise<void>((resolve) => (deleted = resolve)),
      }),
    );
    await act(async () => screen.getByRole('button', { name: 'OK' }).click());
    view.rerender(<List rows={[ROWS[0]!, ROWS[2]!]} />);
    await act(async () => deleted());
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Delete c' })).toHaveFocus();
  });

  it('goes to the table when no row is left', () => {
    const view = render(<List rows={ROWS.slice(0, 1)} />);
    screen.getByRole('button', { name: 'Delete a' }).focus();
    view.rerender(<List rows={[]} />);
    expect(screen.getByTestId('table')).toHaveFocus();
  });

  it('leaves the focus where the user took it', () => {
    const view = render(<List rows={ROWS} />);
    screen.getByRole('button', { name: 'Delete b' }).focus();
    screen.getByRole('textbox', { name: 'Filter' }).focus();
    view.rerender(<List rows={[ROWS[0]!, ROWS[2]!]} />);
    expect(screen.getByRole('textbox', { name: 'Filter' })).toHaveFocus();
    // Nor does it come back later, once the user has left the list for the page.
    screen.getByRole('textbox', { name: 'Filter' }).blur();
    view.rerender(<List rows={[ROWS[0]!]} />);
    expect(document.body).toHaveFocus();
  });

  it('stays with a row that is still there, wherever it moved', () => {
    const view = render(<List rows={ROWS} />);
    screen.getByRole('button', { name: 'Delete c' }).focus();
    view.rerender(<List rows={[ROWS[2]!, ROWS[0]!]} />);
    expect(screen.getByRole('button', { name: 'Delete c' })).toHaveFocus();
  });

  it("when only the focused button leaves its row, to the row's button in its place, else its first", () => {
    const Row = ({ shippable, label = 'Ship' }: { shippable: boolean; label?: string }) => (
      <Table<Row>
        columns={[
          {
            title: 'Actions',
            key: 'actions',
            render: () => (
              <>
                <button type="button">Detail</button>
                {shippable && (
                  <button type="button" key={label}>
                    {label}
                  </button>
                )}
              </>
            ),
          },
        ]}
        rows={ROWS.slice(0, 1)}
        rowKey="id"
        emptyText="No data"
      />
    );
    const view = render(<Row shippable />);
    screen.getByRole('button', { name: 'Ship' }).focus();
    view.rerender(<Row shippable label="Ship more" />);
    expect(screen.getByRole('button', { name: 'Ship more' })).toHaveFocus();
    view.rerender(<Row shippable={false} />);
    expect(screen.getByRole('button', { name: 'Detail' })).toHaveFocus();
  });

  it('in a column of the cascade (categories, areas) as in a table', () => {
    const Column = ({ names }: { names: string[] }) => (
      <ColumnList title="Categories" emptyText="None" isEmpty={names.length === 0} width={200} height={300}>
        {names.map((name) => (
          <ColumnItem key={name} name={name} itemName={name} onOpen={() => {}} actions={<button type="button">Delete {name}</button>} />
        ))}
      </ColumnList>
    );
    const view = render(<Column names={['a', 'b', 'c']} />);
    screen.getByRole('button', { name: 'Delete b' }).focus();
    view.rerender(<Column names={['a', 'c']} />);
    expect(screen.getByRole('button', { name: 'Delete c' })).toHaveFocus();
    view.rerender(<Column names={[]} />);
    expect(screen.getByRole('region', { name: 'Categories' })).toHaveFocus();
  });
});
