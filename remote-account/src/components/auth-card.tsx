import type { ReactNode } from 'react';
import { Logo } from '@portal/shared';
import './auth-card.css';

/** The frame of every account form: logo, title, the form, and links under it. */
export function AuthCard({
  title,
  subtitle,
  children,
  footer,
  top,
}: {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  top?: ReactNode;
}) {
  return (
    <section className="pa-auth">
      {top}
      <div className="pa-auth__card">
        <Logo className="pa-auth__logo" label="X游戏" />
        <h1 className="pa-auth__title">{title}</h1>
        {subtitle ? <p className="pa-auth__subtitle">{subtitle}</p> : null}
        {children}
        {footer ? <div className="pa-auth__footer">{footer}</div> : null}
      </div>
    </section>
  );
}

/** The server's (or the form's) message above the submit button. */
export function FormError({ message }: { message: string | null }) {
  return message ? (
    <p className="pa-auth__error" role="alert" data-testid="form-error">
      {message}
    </p>
  ) : null;
}
