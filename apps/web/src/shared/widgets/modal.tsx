import { useEffect, useRef, type KeyboardEvent, type RefObject } from 'react';
import { Modal as AntdModal, type ModalProps } from 'antd';

const CANDIDATES = 'a[href], button, input, select, textarea, [tabindex], [contenteditable="true"], [contenteditable=""]';

/**
 * Drawn: not inside `display: none` or `visibility: hidden` (antd keeps a hidden file input and a tree's measuring
 * row). Where the browser cannot say, the styles of the element and its ancestors are read, each once per look.
 */
function drawnIn(): (element: HTMLElement) => boolean {
  const hidden = new Map<Element, boolean>();
  const isHidden = (node: HTMLElement): boolean => {
    let known = hidden.get(node);
    if (known === undefined) {
      const style = getComputedStyle(node);
      known = style.display === 'none' || style.visibility === 'hidden' || (node.parentElement !== null && isHidden(node.parentElement));
      hidden.set(node, known);
    }
    return known;
  };
  return (element) => (typeof element.checkVisibility === 'function' ? element.checkVisibility({ visibilityProperty: true }) : !isHidden(element));
}

/** The elements Tab stops at inside `container`, in order (a radio group is one stop: its checked radio, else its first). */
export function tabStops(container: HTMLElement): HTMLElement[] {
  const drawn = drawnIn();
  const stops = [...container.querySelectorAll<HTMLElement>(CANDIDATES)].filter(
    (element) =>
      element.tabIndex >= 0 &&
      !(element as HTMLButtonElement).disabled &&
      !(element instanceof HTMLInputElement && element.type === 'hidden') &&
      !element.closest('[inert]') &&
      drawn(element),
  );
  return stops.filter((element) => {
    if (!(element instanceof HTMLInputElement) || element.type !== 'radio' || !element.name) return true;
    const group = stops.filter(
      (other): other is HTMLInputElement => other instanceof HTMLInputElement && other.type === 'radio' && other.name === element.name,
    );
    return element === (group.find((radio) => radio.checked) ?? group[0]);
  });
}

/**
 * Tab and Shift+Tab go round the dialog's own controls. antd's lock only pulls the focus back once it has landed on
 * something else of the page, so Tab from the last button first left the dialog (for the page itself, where nothing
 * takes the focus) and came back one press later.
 */
function keepTabInside(event: KeyboardEvent<HTMLElement>) {
  if (event.key !== 'Tab' || event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
  // A dialog opened from this one is drawn elsewhere in the page, but its keys pass here too (React's tree): its own.
  if (!event.currentTarget.contains(event.target as Node)) return;
  const dialog = event.currentTarget.querySelector<HTMLElement>('[role="dialog"]') ?? event.currentTarget;
  const stops = tabStops(dialog);
  const at = stops.indexOf(document.activeElement as HTMLElement);
  const wrapsTo = event.shiftKey ? (at <= 0 ? stops.at(-1) : null) : at === stops.length - 1 || at === -1 ? stops[0] : null;
  if (at !== -1 && !wrapsTo) return;
  event.preventDefault();
  (wrapsTo ?? dialog).focus();
}

const FORM_FIELDS = 'input, textarea, select, [contenteditable="true"], [contenteditable=""]';

/**
 * A dialog that opens on a form starts in its first field, where the user goes to type (antd starts on the dialog, so
 * the first Tab landed on its close button): a text or choice, or a form row's own button (a picture's 添加图片). A
 * dialog whose content opens on something else keeps antd's start.
 */
function focusFirstField(panel: HTMLElement | null): boolean {
  const body = panel?.querySelector<HTMLElement>('.ant-modal-body');
  const first = body ? tabStops(body)[0] : undefined;
  if (!first?.matches(FORM_FIELDS) && !first?.closest('.ant-form-item-control')) return false;
  first.focus();
  return true;
}

interface FirstFieldFocusProps {
  panel: RefObject<HTMLDivElement | null>;
  acted: RefObject<boolean>;
  /** Where the focus was before it moved into the dialog: it goes back there when the dialog closes. */
  opener: RefObject<HTMLElement | null>;
}

/**
 * Puts the focus in the first field as the dialog's content is drawn, before antd's focus lock (an effect of the
 * panel around it, run after this one) puts it on the first control, the close button: a screen reader read out 关闭
 * and then the field. antd then finds the focus inside already and keeps no control to give it back to on closing, so
 * the dialog keeps it (`opener`).
 */
function FirstFieldFocus({ panel, acted, opener }: FirstFieldFocusProps) {
  useEffect(() => {
    if (acted.current) return;
    const before = document.activeElement;
    if (focusFirstField(panel.current) && before instanceof HTMLElement && before !== document.body && !panel.current?.contains(before))
      opener.current = before;
  }, [panel, acted, opener]);
  return null;
}

/** Gives the focus back to the control that opened the dialog, where antd did not (it is lost, or left in the dialog). */
function focusOpener(opener: RefObject<HTMLElement | null>, panel: HTMLElement | null) {
  const control = opener.current;
  opener.current = null;
  const active = document.activeElement;
  if (control?.isConnected && (!active || active === document.body || panel?.contains(active))) control.focus({ preventScroll: true });
}

/** What the user does between a dialog's opening and the end of its opening motion. */
const USER_EVENTS = ['keydown', 'pointerdown', 'input'] as const;

/** antd's modal dialog, keeping the keyboard inside it: every antd dialog of the app is this one. */
export function Modal({ wrapProps, afterOpenChange, afterClose, ...props }: ModalProps) {
  const given = wrapProps as { onKeyDown?: (event: KeyboardEvent<HTMLElement>) => void } | undefined;
  const panel = useRef<HTMLDivElement>(null);
  // antd puts the focus in the dialog once its opening motion ends; by then a user quick off the mark may have moved
  // it (a key, a click, typing), and where they put it stays.
  const acted = useRef(false);
  const opener = useRef<HTMLElement | null>(null);
  useEffect(() => {
    if (!props.open) return;
    acted.current = false;
    const mark = () => void (acted.current = true);
    for (const type of USER_EVENTS) document.addEventListener(type, mark, true);
    return () => {
      for (const type of USER_EVENTS) document.removeEventListener(type, mark, true);
    };
  }, [props.open]);
  return (
    <AntdModal
      {...props}
      children={
        <>
          {props.children}
          <FirstFieldFocus panel={panel} acted={acted} opener={opener} />
        </>
      }
      panelRef={panel}
      // Where antd gives the focus back, before what the screen does after closing (which may move it on).
      afterClose={() => {
        focusOpener(opener, panel.current);
        afterClose?.();
      }}
      afterOpenChange={(open) => {
        if (open && !acted.current) focusFirstField(panel.current);
        afterOpenChange?.(open);
      }}
      wrapProps={{
        ...given,
        onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
          given?.onKeyDown?.(event);
          keepTabInside(event);
        },
      }}
    />
  );
}
