import { createContext, useContext } from 'react';

/** The user's control size (navbar setting): Element UI's names, as the spec gives them. */
export type ComponentSize = 'large' | 'medium' | 'small';

/** Provided by the app from its settings; read by the antd scope of each screen. */
export const ComponentSizeContext = createContext<ComponentSize>('medium');

export const useComponentSize = () => useContext(ComponentSizeContext);

/** Element UI's "medium" is antd's "middle". */
export function toAntdSize(size: ComponentSize): 'large' | 'middle' | 'small' {
  return size === 'medium' ? 'middle' : size;
}
