import { useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface LoginFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange'> {
  icon: ReactNode;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  /** Adds a button that shows or hides the typed password. */
  revealable?: boolean;
}

/** A large input with a leading icon and its validation message underneath (no antd on this page). */
export function LoginField({ icon, value, onChange, error, revealable, type, ...input }: LoginFieldProps) {
  const { t } = useTranslation('login');
  const [revealed, setRevealed] = useState(false);
  const errorId = `${input.id}-error`;
  return (
    <div className="login-field">
      <div className={`login-field__box${error ? ' login-field__box--error' : ''}`}>
        <span className="login-field__icon" aria-hidden="true">
          {icon}
        </span>
        <input
          {...input}
          className="login-field__input"
          type={revealable && revealed ? 'text' : type}
          value={value}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => onChange(event.target.value)}
        />
        {revealable && (
          <button
            type="button"
            className="login-field__reveal"
            aria-label={t(revealed ? 'hidePassword' : 'showPassword')}
            onClick={() => setRevealed((shown) => !shown)}
          >
            {revealed ? <EyeIcon /> : <EyeOffIcon />}
          </button>
        )}
      </div>
      <div id={errorId} className="login-field__error" role={error ? 'alert' : undefined}>
        {error}
      </div>
    </div>
  );
}

export const UserIcon = () => (
  <svg viewBox="0 0 24 24" width="16" height="16" fill="none" stroke="currentColor" strokeWidth="2">
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21c0-4.4 3.6-8 8-8s8 3.6 8 8" />
  </svg>
);

export const LockIcon = () => (
  <svg viewBox="0 0 24 24" width="16" height="16" fill="none" stroke="currentColor" strokeWidth="2">
    <rect x="5" y="11" width="14" height="10" rx="2" />
    <path d="M8 11V7a4 4 0 0 1 8 0v4" />
  </svg>
);

const EyeIcon = () => (
  <svg viewBox="0 0 24 24" width="16" height="16" fill="none" stroke="currentColor" strokeWidth="2">
    <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
    <circle cx="12" cy="12" r="3" />
  </svg>
);

const EyeOffIcon = () => (
  <svg viewBox="0 0 24 24" width="16" height="16" fill="none" stroke="currentColor" strokeWidth="2">
    <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
    <path d="M4 4l16 16" />
  </svg>
);
