import type { ReactNode } from 'react';
import './error-page.css';

/** The 401 and 404 pages' layout: a big code, the message, a hint and the ways out. */
export function ErrorPage({
  testId,
  code,
  title,
  lines,
  children,
}: {
  testId: string;
  code: string;
  title: string;
  lines: string[];
  children: ReactNode;
}) {
  return (
    <div data-testid={testId} className="error-page">
      <div className="error-page__code">{code}</div>
      <h2 className="error-page__title">{title}</h2>
      {lines.map((line) => (
        <p key={line} className="error-page__line">
          {line}
        </p>
      ))}
      <div className="error-page__actions">{children}</div>
    </div>
  );
}
