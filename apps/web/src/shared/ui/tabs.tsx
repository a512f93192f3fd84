import { useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface TabItem {
  key: string;
  label: ReactNode;
}

export interface TabsProps {
  items: TabItem[];
  activeKey: string;
  onChange: (key: string) => void;
  /** The id of the element the tabs switch (the list below them). */
  controls?: string;
  'aria-label'?: string;
  'data-testid'?: string;
}

/**
 * A tab list (WAI-ARIA tabs, automatic activation): one tab stop; the arrow keys, Home and End move to a tab and
 * choose it.
 */
export function Tabs({ items, activeKey, onChange, controls, ...rest }: TabsProps) {
  const list = useRef<HTMLDivElement>(null);
  const move = (event: KeyboardEvent, index: number) => {
    const last = items.length - 1;
    const next = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: last }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const target = next < 0 ? last : next > last ? 0 : next;
    onChange(items[target]!.key);
    list.current?.querySelectorAll<HTMLElement>('[role="tab"]')[target]?.focus();
  };
  return (
    <div className="ui-tabs" role="tablist" ref={list} {...rest}>
      {items.map((item, index) => {
        const selected = item.key === activeKey;
        return (
          <button
            key={item.key}
            type="button"
            role="tab"
            className="ui-tab"
            aria-selected={selected}
            aria-controls={controls}
            tabIndex={selected ? 0 : -1}
            onClick={() => !selected && onChange(item.key)}
            onKeyDown={(event) => move(event, index)}
          >
            {item.label}
          </button>
        );
      })}
    </div>
  );
}
