import { DownOutlined } from '@ant-design/icons';
import { TreeSelect as AntdTreeSelect, type TreeSelectProps } from 'antd';

/**
 * antd's tree select with its arrow silent: antd draws it as an image named "down", which a screen reader reads on
 * its own beside the field (the selects' and cascaders' arrows are silenced in `AntdScope`; this one it cannot reach).
 */
export function TreeSelect(props: TreeSelectProps) {
  return <AntdTreeSelect suffixIcon={<DownOutlined aria-hidden />} {...props} />;
}
