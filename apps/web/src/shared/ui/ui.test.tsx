// The light widgets by keyboard and by mouse, as the shell and the home screen use them.
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import '../i18n';
import {
  Button,
  ColumnItem,
  ColumnList,
  ItemName,
  MenuButton,
  Pagination,
  Popover,
  SuggestInput,
  Switch,
  Table,
  Tabs,
  TagsInput,
  pageSlots,
  type SortOrder,
} from '.';

describe('pageSlots', () => {
  it('lists every page up to 7, else the first, the last and two either side of the current one', () => {
    expect(pageSlots(1, 1)).toEqual([1]);
    expect(pageSlots(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(pageSlots(1, 20)).toEqual([1, 2, 3, 4, 5, 6, 'gap-after', 20]);
    expect(pageSlots(10, 20)).toEqual([1, 'gap-before', 8, 9, 10, 11, 12, 'gap-after', 20]);
    expect(pageSlots(20, 20)).toEqual([1, 'gap-before', 15, 16, 17, 18, 19, 20]);
    for (let current = 1; current <= 30; current++) {
      const pages = pageSlots(current, 30).filter((slot) => typeof slot === 'number');
      expect(pages).toContain(current);
      expect(pages).toEqual([...pages].sort((a, b) => a - b));
    }
  });
});

describe('Pagination', () => {
  it('goes to a page, steps, and changes the size from page 1', () => {
    const onChange = vi.fn();
    render(<Pagination current={1} pageSize={10} total={95} pageSizeOptions={[20, 30, 50]} showSizeChanger onChange={onChange} />);
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(onChange).toHaveBeenLastCalledWith(2, 10);
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onChange).toHaveBeenLastCalledWith(2, 10);
    const size = screen.getByRole('combobox', { name: 'Rows per page' });
    expect([...size.querySelectorAll('option')].map((option) => option.textContent)).toEqual(['10 / page', '20 / page', '30 / page', '50 / page']);
    fireEvent.change(size, { target: { value: '30' } });
    expect(onChange).toHaveBeenLastCalledWith(1, 30);
  });

  it('offers no next page on the last one', () => {
    render(<Pagination current={10} pageSize={10} total={95} />);
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
  });
});

function StatusTabs() {
  const [active, setActive] = useState('a');
  const items = ['a', 'b', 'c'].map((key) => ({ key, label: key.toUpperCase() }));
  return <Tabs items={items} activeKey={active} onChange={setActive} aria-label="状态" />;
}

describe('Tabs', () => {
  it('is one tab stop; the arrows, Home and End choose and focus a tab, wrapping around', () => {
    render(<StatusTabs />);
    const tab = (name: string) => screen.getByRole('tab', { name });
    expect(tab('A')).toHaveAttribute('tabindex', '0');
    expect(tab('B')).toHaveAttribute('tabindex', '-1');
    fireEvent.keyDown(tab('A'), { key: 'ArrowRight' });
    expect(tab('B')).toHaveAttribute('aria-selected', 'true');
    expect(tab('B')).toHaveFocus();
    fireEvent.keyDown(tab('B'), { key: 'End' });
    expect(tab('C')).toHaveFocus();
    fireEvent.keyDown(tab('C'), { key: 'ArrowRight' });
    expect(tab('A')).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(tab('A'), { key: 'ArrowLeft' });
    expect(tab('C')).toHaveFocus();
    fireEvent.keyDown(tab('C'), { key: 'Home' });
    expect(tab('A')).toHaveFocus();
  });
});

describe('MenuButton', () => {
  const items = [
    { key: 'large', label: '大', checked: false },
    { key: 'medium', label: '中', checked: true },
    { key: 'small', label: '小', checked: false },
  ];

  it('opens by keyboard on the checked entry, moves with the arrows and chooses with a click', () => {
    const onSelect = vi.fn();
    render(
      <MenuButton items={items} onSelect={onSelect} aria-label="布局大小">
        ⇕
      </MenuButton>,
    );
    const button = screen.getByRole('button', { name: '布局大小' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    fireEvent.keyDown(button, { key: 'ArrowDown' });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('menuitemradio', { name: '中' })).toHaveFocus();
    fireEvent.keyDown(screen.getByRole('menu'), { key: 'ArrowDown' });
    expect(screen.getByRole('menuitemradio', { name: '小' })).toHaveFocus();
    fireEvent.keyDown(screen.getByRole('menu'), { key: 'ArrowDown' });
    expect(screen.getByRole('menuitemradio', { name: '大' })).toHaveFocus();
    fireEvent.click(screen.getByRole('menuitemradio', { name: '大' }));
    expect(onSelect).toHaveBeenCalledWith('large');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(button).toHaveFocus();
  });

  it('closes on Escape back onto its button, and on a click elsewhere', () => {
    render(
      <>
        <MenuButton items={items} onSelect={() => {}} aria-label="布局大小">
          ⇕
        </MenuButton>
        <p>elsewhere</p>
      </>,
    );
    const button = screen.getByRole('button', { name: '布局大小' });
    fireEvent.click(button);
    fireEvent.keyDown(screen.getByRole('menu'), { key: 'Escape' });
    expect(screen.queryByRole('menu')).toBeNull();
    expect(button).toHaveFocus();
    fireEvent.click(button);
    fireEvent.pointerDown(screen.getByText('elsewhere'));
    expect(screen.queryByRole('menu')).toBeNull();
  });
});

describe('Table', () => {
  const rows = [
    { id: 1, name: 'Cane', price: 3 },
    { id: 2, name: 'Walker', price: 9 },
  ];

  function SortableTable() {
    const [order, setOrder] = useState<SortOrder>(null);
    const [selected, setSelected] = useState<React.Key[]>([]);
    return (
      <Table
        rowKey="id"
        rows={rows}
        emptyText="None"
        onSort={(_key, next) => setOrder(next)}
        selection={{ selected, onChange: setSelected, label: (row) => row.name }}
        columns={[
          { title: 'Name', dataIndex: 'name' },
          { title: 'Price', dataIndex: 'price', key: 'price', sortOrder: order },
        ]}
      />
    );
  }

  it('steps a sortable column through ascending, descending and none, saying so on its header', () => {
    render(<SortableTable />);
    const price = screen.getByRole('button', { name: 'Price' });
    const header = screen.getByRole('columnheader', { name: 'Price' });
    expect(header).not.toHaveAttribute('aria-sort');
    fireEvent.click(price);
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    fireEvent.click(price);
    expect(header).toHaveAttribute('aria-sort', 'descending');
    fireEvent.click(price);
    expect(header).not.toHaveAttribute('aria-sort');
    expect(screen.queryByRole('button', { name: 'Name' })).toBeNull();
  });

  it('chooses rows by their own check boxes and the page by the header one, half-checked in between', () => {
    render(<SortableTable />);
    const page = screen.getByRole('checkbox', { name: 'Select this page' }) as HTMLInputElement;
    fireEvent.click(screen.getByRole('checkbox', { name: 'Cane' }));
    expect(page.checked).toBe(false);
    expect(page.indeterminate).toBe(true);
    fireEvent.click(page);
    expect(screen.getByRole('checkbox', { name: 'Walker' })).toBeChecked();
    expect(page.checked).toBe(true);
    expect(page.indeterminate).toBe(false);
    fireEvent.click(page);
    expect(screen.getByRole('checkbox', { name: 'Cane' })).not.toBeChecked();
  });

  it('puts the attributes rowProps gives on each row', () => {
    render(
      <Table
        rowKey="id"
        rows={rows}
        emptyText="None"
        rowProps={(row) => ({ 'data-testid': 'product-row', 'data-key': row.id }) as React.HTMLAttributes<HTMLTableRowElement>}
        columns={[{ title: 'Name', dataIndex: 'name' }]}
      />,
    );
    expect(screen.getAllByTestId('product-row').map((row) => [row.dataset.key, row.textContent])).toEqual([
      ['1', 'Cane'],
      ['2', 'Walker'],
    ]);
  });
});

describe('controls of a list item', () => {
  const rows = [
    { id: 1, name: 'Cane', on: true },
    { id: 2, name: 'Walker', on: false },
  ];
  const actions = (row: (typeof rows)[number]) => (
    <>
      <Button variant="link">Edit</Button>
      <Button aria-label="Delete" />
      <Switch checked={row.on} onChange={() => {}} aria-label="On sale" />
    </>
  );

  it("end their names with their row's in a table that names its rows", () => {
    render(
      <Table
        rowKey="id"
        rows={rows}
        rowName={(row) => row.name}
        emptyText="None"
        columns={[
          { title: 'Name', dataIndex: 'name' },
          { title: 'Actions', render: (_v, row) => actions(row) },
        ]}
      />,
    );
    for (const name of ['Edit Cane', 'Delete Cane', 'Edit Walker', 'Delete Walker']) expect(screen.getByRole('button', { name })).toBeVisible();
    expect(screen.getByRole('switch', { name: 'On sale Walker' })).not.toBeChecked();
  });

  it('keep their own names in a table that does not name its rows, and where they say who names them', () => {
    render(
      <>
        <Table rowKey="id" rows={rows} emptyText="None" columns={[{ title: 'Actions', render: (_v, row) => actions(row) }]} />
        <ItemName name="Cane">
          <span id="own">Remove this</span>
          <Button aria-labelledby="own">x</Button>
          <Button>
            <b>Bold</b>
          </Button>
        </ItemName>
      </>,
    );
    expect(screen.getAllByRole('button', { name: 'Edit' })).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Remove this' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Bold' })).toBeVisible();
  });

  it("end their names with a column item's", () => {
    render(
      <ColumnList title="Areas" emptyText="None" isEmpty={false} width={200} height={200}>
        {rows.map((row) => (
          <ColumnItem key={row.id} name={<b>{row.name}</b>} itemName={row.name} onOpen={() => {}} actions={actions(row)} />
        ))}
      </ColumnList>,
    );
    expect(screen.getByRole('button', { name: 'Walker' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Edit Walker' })).toBeVisible();
    expect(screen.getByRole('switch', { name: 'On sale Cane' })).toBeChecked();
  });
});

function Colours({ initial = [] as string[] }) {
  const [values, setValues] = useState(initial);
  return (
    <TagsInput
      value={values}
      onChange={setValues}
      placeholder="Type colours"
      separators={[',', '，']}
      suggestions={['Red', 'Blue']}
      aria-label="Colours"
      data-testid="colours"
    />
  );
}

describe('TagsInput', () => {
  const field = () => screen.getByRole('combobox', { name: 'Colours' });
  const tags = () => [...screen.getByTestId('colours').querySelectorAll('.ui-tag')].map((tag) => tag.textContent);

  it('adds the typed text on Enter and at a separator, and takes a pasted list as several values', async () => {
    const user = userEvent.setup();
    render(<Colours />);
    expect(screen.getByTestId('colours').querySelectorAll('input')).toHaveLength(1);
    expect(field()).toHaveAttribute('placeholder', 'Type colours');
    await user.type(field(), 'Red{Enter}');
    expect(tags()).toEqual(['Red']);
    expect(field()).toHaveValue('');
    expect(field()).not.toHaveAttribute('placeholder');
    await user.type(field(), 'Blue,Grey，Wine');
    expect(tags()).toEqual(['Red', 'Blue', 'Grey']);
    expect(field()).toHaveValue('Wine');
    await user.clear(field());
    await user.paste('Pink,Teal，Gold');
    expect(tags()).toEqual(['Red', 'Blue', 'Grey', 'Pink', 'Teal', 'Gold']);
    expect(field()).toHaveValue('');
  });

  it('removes the last value on Backspace in the empty field, and a value by its own button', async () => {
    const user = userEvent.setup();
    render(<Colours initial={['Red', 'Blue', 'Grey']} />);
    await user.click(field());
    await user.keyboard('{Backspace}');
    expect(tags()).toEqual(['Red', 'Blue']);
    await user.type(field(), 'W{Backspace}');
    expect(tags()).toEqual(['Red', 'Blue']);
    await user.click(screen.getByRole('button', { name: 'Delete Red' }));
    expect(tags()).toEqual(['Blue']);
  });

  it('offers the suggestions not yet chosen, and keeps the typed text as a value on leaving the field', async () => {
    const user = userEvent.setup();
    render(<Colours initial={['Red']} />);
    const list = document.getElementById(field().getAttribute('list')!)!;
    expect([...list.querySelectorAll('option')].map((option) => option.value)).toEqual(['Blue']);
    await user.type(field(), 'Grey');
    await user.tab();
    expect(tags()).toEqual(['Red', 'Grey']);
  });

  it('does not add a value while an input method is composing', () => {
    render(<Colours />);
    fireEvent.change(field(), { target: { value: 'hong' } });
    fireEvent.keyDown(field(), { key: 'Enter', isComposing: true });
    expect(tags()).toEqual([]);
    fireEvent.keyDown(field(), { key: 'Enter' });
    expect(tags()).toEqual(['hong']);
  });
});

describe('Switch', () => {
  function Status() {
    const [on, setOn] = useState(false);
    return <Switch checked={on} onChange={setOn} aria-label="Enabled" data-testid="status" />;
  }

  it('is a switch that flips on a click and on Space', async () => {
    const user = userEvent.setup();
    render(<Status />);
    const toggle = screen.getByRole('switch', { name: 'Enabled' });
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    expect(toggle).toHaveFocus();
    await user.keyboard(' ');
    expect(toggle).toHaveAttribute('aria-checked', 'false');
  });

  it('does not flip when disabled', async () => {
    const onChange = vi.fn();
    render(<Switch checked onChange={onChange} disabled aria-label="Enabled" />);
    await userEvent.click(screen.getByRole('switch', { name: 'Enabled' }));
    expect(onChange).not.toHaveBeenCalled();
  });
});

describe('SuggestInput', () => {
  it('is one text field with its suggestions in a datalist', () => {
    const onChange = vi.fn();
    render(<SuggestInput value="" onChange={onChange} suggestions={['Size', 'Colour']} aria-label="Attribute name" data-testid="attr-name" />);
    const input = within(screen.getByTestId('attr-name')).getByRole('combobox', { name: 'Attribute name' });
    expect(screen.getByTestId('attr-name').querySelectorAll('input')).toHaveLength(1);
    const list = document.getElementById(input.getAttribute('list')!)!;
    expect(list.tagName).toBe('DATALIST');
    expect([...list.querySelectorAll('option')].map((option) => option.value)).toEqual(['Size', 'Colour']);
    fireEvent.change(input, { target: { value: 'Size' } });
    expect(onChange).toHaveBeenCalledWith('Size');
  });
});

describe('Popover', () => {
  function Editor() {
    const [open, setOpen] = useState(false);
    return (
      <>
        <Popover open={open} onOpenChange={setOpen} label="Edit stock" trigger={(props) => <button {...props}>Stock</button>}>
          <input aria-label="Stock of size L" />
        </Popover>
        <p>Elsewhere</p>
      </>
    );
  }

  it('opens on its first field, closes on Escape back onto its button, and on a click elsewhere', () => {
    render(<Editor />);
    const button = screen.getByRole('button', { name: 'Stock' });
    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('dialog', { name: 'Edit stock' })).toBeInTheDocument();
    expect(screen.getByLabelText('Stock of size L')).toHaveFocus();
    fireEvent.keyDown(screen.getByLabelText('Stock of size L'), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(button).toHaveFocus();
    fireEvent.click(button);
    fireEvent.pointerDown(screen.getByText('Elsewhere'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('a list that could not be read', () => {
  it('says so with a way to read again, in a table and in a column, instead of its empty line', () => {
    const retry = vi.fn();
    const { unmount } = render(<Table<{ id: number }> columns={[]} rows={[]} rowKey="id" emptyText="No data" onRetry={retry} />);
    expect(screen.queryByText('No data')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledTimes(1);
    unmount();
    render(
      <ColumnList title="Areas" emptyText="No areas" isEmpty={false} onRetry={retry} width={200} height={200}>
        {null}
      </ColumnList>,
    );
    expect(screen.getByText('The list could not be loaded.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledTimes(2);
  });
});
