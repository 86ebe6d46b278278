import type { ButtonHTMLAttributes } from 'react';
import '../theme.css';
import './button.css';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'primary' | 'default' | 'grey';
  block?: boolean;
}

export function Button({
  variant = 'default',
  block,
  className,
  type = 'button',
  disabled,
  ...rest
}: ButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      disabled={disabled}
      aria-disabled={disabled || undefined}
      className={`ui-btn ui-btn--${variant}${block ? ' ui-btn--block' : ''}${className ? ` ${className}` : ''}`}
    />
  );
}
