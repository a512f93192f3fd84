// The web test kit's look at what a screen reader says: every control with the name it computes (Testing Library's,
// the browsers' rules), and what is wrong with those names.
import { getRoles } from '@testing-library/react';
import { computeAccessibleName } from 'dom-accessibility-api';

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

const said = ({ role, name }: NamedControl) => `${role} "${name}"`;

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

const LATIN = /[A-Za-z]/;
const HAN_OR_KANA = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;

/** In Chinese or Japanese: names in English alone ("Increase Value", "Clear", "left"), as antd names its controls. */
export function englishNames(container: HTMLElement, controls = namedControls(container)): string[] {
  return controls.filter(({ name }) => LATIN.test(name) && !HAN_OR_KANA.test(name)).map(said);
}

/** Controls of one role sharing a name, which a screen reader user cannot tell apart ("关闭", "关闭", "关闭"). */
export function sharedNames(container: HTMLElement, controls = namedControls(container)): string[] {
  const seen = new Map<string, number>();
  for (const control of controls) seen.set(said(control), (seen.get(said(control)) ?? 0) + 1);
  return [...seen].filter(([, count]) => count > 1).map(([control, count]) => `${control} ×${count}`);
}
