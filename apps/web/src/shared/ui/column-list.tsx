import { useRef, type HTMLAttributes, type ReactNode } from 'react';
import { Busy } from './busy';
import { useItemFocus } from './item-focus';
import { ItemName } from './item-name';
import { LoadFailed } from './load-failed';

export interface ColumnListProps extends HTMLAttributes<HTMLElement> {
  title: string;
  busy?: boolean;
  /** Shown when the column has nothing (and is not loading). */
  emptyText: string;
  isEmpty: boolean;
  /** The items could not be read: the failure and this to read again, in the empty line's place. */
  onRetry?: () => void;
  width: number;
  height: number;
  children: ReactNode;
}

/** One level of a cascade (categories, areas): a titled card whose items scroll, with its empty line. An item that leaves with the focus hands it to the item in its place. */
export function ColumnList({ title, busy = false, emptyText, isEmpty, onRetry, width, height, children, ...rest }: ColumnListProps) {
  const items = useRef<HTMLUListElement>(null);
  useItemFocus(items, busy);
  return (
    <section className="ui-column" style={{ width }} aria-label={title} {...rest}>
      <h2 className="ui-column__title">{title}</h2>
      <Busy busy={busy}>
        <ul ref={items} className="ui-column__items" style={{ height }}>
          {children}
        </ul>
        {!busy && (onRetry || isEmpty) && <div className="ui-column__empty">{onRetry ? <LoadFailed onRetry={onRetry} /> : emptyText}</div>}
      </Busy>
    </section>
  );
}

export interface ColumnItemProps extends HTMLAttributes<HTMLLIElement> {
  /** The item's name: a button that opens the item's children where it has any. */
  name: ReactNode;
  /** The name as text: the item's actions end their names with it ("编辑 华东"). */
  itemName: string;
  selected?: boolean;
  /** Opens the item (shows its children in the next column); without it the name is plain text. */
  onOpen?: () => void;
  /** Edit, delete…: clicks on them do not open the item. */
  actions?: ReactNode;
}

/** An item of a `ColumnList`: its name (a button when it opens), and its actions. */
export function ColumnItem({ name, itemName, selected, onOpen, actions, ...rest }: ColumnItemProps) {
  return (
    <li className="ui-column__item" data-selected={selected || undefined} onClick={onOpen} {...rest}>
      {onOpen ? (
        <button type="button" className="ui-column__name" aria-pressed={selected ?? false}>
          {name}
        </button>
      ) : (
        <span className="ui-column__name">{name}</span>
      )}
      {actions && (
        <span className="ui-space" onClick={(event) => event.stopPropagation()}>
          <ItemName name={itemName}>{actions}</ItemName>
        </span>
      )}
    </li>
  );
}
