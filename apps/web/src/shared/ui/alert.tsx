import type { ReactNode } from 'react';
import { ExclamationCircleFilled, InfoCircleFilled } from '@ant-design/icons';

export interface AlertProps {
  tone: 'info' | 'warning';
  children: ReactNode;
  'data-testid'?: string;
}

/** A note across the form in antd's alert look (icon and text); a status, read when it appears. */
export function Alert({ tone, children, 'data-testid': testId }: AlertProps) {
  return (
    <div className={`ui-alert ui-alert--${tone}`} role="status" data-testid={testId}>
      <span className="ui-alert__icon" aria-hidden="true">
        {tone === 'warning' ? <ExclamationCircleFilled /> : <InfoCircleFilled />}
      </span>
      {children}
    </div>
  );
}
