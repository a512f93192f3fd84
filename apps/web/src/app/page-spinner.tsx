import './page-spinner.css';

/** A CSS-only spinner: it shows before antd has loaded. */
export function PageSpinner() {
  return (
    <div className="page-spinner" role="status" aria-busy="true">
      <span className="page-spinner__dot" />
    </div>
  );
}
