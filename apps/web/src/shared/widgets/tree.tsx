import { useMemo } from 'react';
import { CaretDownFilled } from '@ant-design/icons';
import { Tree as AntdTree, type TreeDataNode, type TreeProps } from 'antd';

/**
 * The nodes with their place in the tree said (level, place among siblings, how many): antd draws a tree's items
 * as one flat list, so without them a screen reader hears every item at the same level. antd puts a node's
 * `aria-*` fields on its item.
 */
export function withTreePlaces<T extends object>(nodes: readonly T[], level = 1): T[] {
  return nodes.map((node, index) => {
    const children = (node as { children?: readonly T[] }).children;
    return {
      ...node,
      'aria-level': level,
      'aria-posinset': index + 1,
      'aria-setsize': nodes.length,
      ...(children ? { children: withTreePlaces(children, level + 1) } : {}),
    };
  });
}

/** antd's tree with each item's place said and its expand arrow silent (antd names it "caret-down" in the item's name). */
export function Tree<T extends TreeDataNode>({ treeData, ...props }: TreeProps<T>) {
  const placed = useMemo(() => (treeData ? withTreePlaces(treeData) : undefined), [treeData]);
  return <AntdTree<T> switcherIcon={<CaretDownFilled aria-hidden />} {...props} treeData={placed} />;
}
