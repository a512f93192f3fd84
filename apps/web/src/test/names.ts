// The web test kit's look at what a screen reader says: every control with the name it computes (Testing Library's,
// the browsers' rules), and what is wrong with those names.
import { getRoles } from '@testing-library/react';
import { computeAccessibleName } from 'dom-accessibility-api';

// The controls a screen reader reaches, and the groups it announces before their items (each needs a name too: a
// radio group is read as its question, a tree or list box as what it lists).
const CONTROL_ROLES = [
  'button',
  'checkbox',
  'radio',
  'link',
  'treeitem',
  'tab',
  'combobox',
  'switch',
  'menuitem',
  'option',
  'spinbutton',
  'textbox',
  'slider',
  'radiogroup',
  'tree',
  'listbox',
] as const;

export interface NamedControl {
  role: string;
  name: string;
  element: HTMLElement;
}

/** Every control in `container` a screen reader reaches (hidden ones left out), with its name. */
export function namedControls(container: HTMLElement): NamedControl[] {
  // One pass over the roles (Testing Library's, hidden ones left out), then each control's name once: a query per
  // role would match every element against every role's selectors again.
  const reachable = getRoles(container);
  return CONTROL_ROLES.flatMap((role) => (reachable[role] ?? []).map((element) => ({ role, name: computeAccessibleName(element), element })));
}

const LATIN = /[A-Za-z]/;
const HAN_OR_KANA = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;

const said = ({ role, name }: NamedControl) => `${role} "${name}"`;

/** Controls and groups without a name: a radio group read without its question, a select known only by its value. */
export function unnamed(container: HTMLElement, controls = namedControls(container)): string[] {
  return controls.filter(({ name }) => name.trim() === '').map(said);
}

// What a screen reader reads as one whole, never its parts (ARIA's "children presentational"): an image inside one
// is not read on its own.
const READ_WHOLE = ['button', 'checkbox', 'img', 'menuitemcheckbox', 'menuitemradio', 'option', 'radio', 'slider', 'switch', 'tab']
  .map((role) => `[role="${role}"]`)
  .concat(['button', 'input', 'select', 'textarea'])
  .join(',');

/**
 * Images read on their own and named in English alone, in Chinese or Japanese: antd draws its icons as images named
 * in English ("down", a select's arrow; "calendar"), which outside a named control a screen reader reads as they are.
 */
export function englishImages(container: HTMLElement): string[] {
  return (getRoles(container).img ?? [])
    .filter((image) => !image.parentElement?.closest(READ_WHOLE))
    .map((image) => computeAccessibleName(image))
    .filter((name) => LATIN.test(name) && !HAN_OR_KANA.test(name))
    .map((name) => `img "${name}"`);
}

/**
 * Names carrying an icon's English name ("caret-down 订单管理", "search 查询"): antd draws each icon as an image named
 * in English, which reads into the name of what holds it unless it is hidden.
 */
export function namesWithIconWords(container: HTMLElement, controls = namedControls(container)): string[] {
  // Each icon's English name, from its class (anticon-caret-down): the kit may name an icon in the language instead.
  const words = new Set(
    [...container.ownerDocument.querySelectorAll('.anticon')].flatMap((icon) =>
      [...icon.classList].filter((name) => name.startsWith('anticon-')).map((name) => name.slice('anticon-'.length)),
    ),
  );
  return controls.filter(({ name }) => name.split(/\s+/).some((word) => words.has(word))).map(said);
}

/** In Chinese or Japanese: names in English alone ("Increase Value", "Clear", "left"), as antd names its controls. */
export function englishNames(container: HTMLElement, controls = namedControls(container)): string[] {
  return controls.filter(({ name }) => LATIN.test(name) && !HAN_OR_KANA.test(name)).map(said);
}

// Where a screen reader says what a control belongs to before the control: its group, its select or list, its table
// row. Two "全部" options of two filters, or two "添加图片" buttons of two labelled picture groups, are told apart.
const CONTEXT = ['select', 'fieldset', 'tr', ...['group', 'radiogroup', 'listbox', 'tree', 'tablist', 'row'].map((role) => `[role="${role}"]`)].join(
  ',',
);

/** Controls of one role sharing a name in one context, which a screen reader user cannot tell apart ("关闭", "关闭"). */
export function sharedNames(container: HTMLElement, controls = namedControls(container)): string[] {
  const contexts = new Map<Element | null, number>();
  const contextOf = (element: HTMLElement) => {
    const context = element.parentElement?.closest(CONTEXT) ?? null;
    if (!contexts.has(context)) contexts.set(context, contexts.size);
    return contexts.get(context)!;
  };
  const seen = new Map<string, { said: string; count: number }>();
  for (const control of controls) {
    const key = `${contextOf(control.element)} ${said(control)}`;
    seen.set(key, { said: said(control), count: (seen.get(key)?.count ?? 0) + 1 });
  }
  return [...seen.values()].filter(({ count }) => count > 1).map(({ said, count }) => `${said} ×${count}`);
}
