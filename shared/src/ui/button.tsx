import type { ButtonHTMLAttributes } from 'react';
import './button.css';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'primary' | 'ghost' | 'text';
  size?: 'sm' | 'md';
}

/** The portal's button, in the light-blue theme. */
export function Button({ variant = 'primary', size = 'md', className, type = 'button', ...rest }: ButtonProps) {
  const classes = ['pt-button', `pt-button--${variant}`, `pt-button--${size}`, className].filter(Boolean).join(' ');
  return <button type={type} className={classes} {...rest} />;
}
