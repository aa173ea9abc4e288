import './spinner.css';
import { msg, t as translate } from '../../lib/i18n';

export type SpinnerProps = {
  /** Accessible name announced by screen readers. */
  label?: string;
  size?: 'small' | 'medium' | 'large';
  className?: string;
};

export function Spinner({ label = msg('Loading'), size = 'medium', className }: SpinnerProps) {
  const classes = ['spinner', `spinner--${size}`, className].filter(Boolean).join(' ');
  return <span role="status" aria-label={translate(label)} className={classes} />;
}
