import { lazy, type ComponentType } from 'react';

/**
 * A component drawn with antd inside a light screen (an add or edit dialog): its code and antd's scope load the
 * first time it renders, so the screen's first load carries neither. Render it under `WhenOpened`.
 */
export function lazyInAntdScope<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(async () => {
    const [Component, { withAntdScope }] = await Promise.all([load(), import('./antd-scope')]);
    return { default: withAntdScope(Component) };
  });
}
