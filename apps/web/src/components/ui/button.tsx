import { useId } from 'react';
import type { ButtonHTMLAttributes, Ref } from 'react';
import { useAppRunning } from '../../lib/use-app-running';
import { Spinner } from './spinner';
import './button.css';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'link';

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: ButtonVariant;
  /** Shows a spinner and disables the button so a request cannot be sent twice. */
  loading?: boolean;
  ref?: Ref<HTMLButtonElement>;
};

export function Button({
  variant = 'primary',
  loading = false,
  type = 'button',
  disabled,
  className,
  children,
  ...rest
}: ButtonProps) {
  const labelId = useId();
  const running = useAppRunning();
  // Without this the spinner's "Loading" would prefix the button's name while loading,
  // so "Save" would suddenly be called "Loading Save".
  const hasOwnName = rest['aria-label'] !== undefined || rest['aria-labelledby'] !== undefined;
  const classes = ['button', `button--${variant}`, className].filter(Boolean).join(' ');
  return (
    <button
      type={type}
      disabled={disabled || loading || (type === 'submit' && !running)}
      aria-busy={loading || undefined}
      aria-labelledby={hasOwnName ? undefined : labelId}
      className={classes}
      {...rest}
    >
      {loading && <Spinner size="small" />}
      <span id={labelId}>{children}</span>
    </button>
  );
}
