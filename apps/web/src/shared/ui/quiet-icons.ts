/**
 * antd's icons name themselves in English ("translation", "close", "bold", "down") as images, which a screen reader
 * in browse mode reads beside the control that holds them, in every language. Every icon of the app sits in a control
 * with its own name in the language shown (axe's checks of every screen fail on one that has none), so each icon that
 * names only itself is hidden from assistive technology as it appears: the app's own and those antd draws inside its
 * widgets alike. An icon the app names in the user's words (a text field's clear button, named by its icon) stays.
 */
const ICON = '.anticon[aria-label]:not([aria-hidden])';

const namesItself = (icon: Element) => icon.classList.contains(`anticon-${icon.getAttribute('aria-label')}`);

function quiet(root: Element | Document): void {
  const icons = [...root.querySelectorAll(ICON)];
  if (root instanceof Element && root.matches(ICON)) icons.push(root);
  for (const icon of icons) if (namesItself(icon)) icon.setAttribute('aria-hidden', 'true');
}

/** Hides the self-naming icons on the page now and every one added later. */
export function quietIcons(): void {
  quiet(document);
  new MutationObserver((records) => {
    for (const record of records) for (const node of record.addedNodes) if (node instanceof Element) quiet(node);
  }).observe(document.documentElement, { childList: true, subtree: true });
}
