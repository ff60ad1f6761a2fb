import { useId, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import './text-field.css';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> {
  label: string;
  /** The message under the field when its value is wrong. */
  error?: string | null;
  hint?: ReactNode;
  /** Something at the end of the input, e.g. a "get code" button. */
  trailing?: ReactNode;
}

/** A labelled input with its error message; passwords get a show/hide toggle. */
export function TextField({ label, error, hint, trailing, type = 'text', id, className, ...input }: TextFieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const [revealed, setRevealed] = useState(false);
  const isPassword = type === 'password';
  const describedBy = error ? `${inputId}-error` : hint ? `${inputId}-hint` : undefined;
  return (
    <div className={['pt-field', error ? 'pt-field--invalid' : '', className].filter(Boolean).join(' ')}>
      <label className="pt-field__label" htmlFor={inputId}>
        {label}
      </label>
      <div className="pt-field__control">
        <input
          id={inputId}
          className="pt-field__input"
          type={isPassword && revealed ? 'text' : type}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          {...input}
        />
        {isPassword ? (
          <button
            type="button"
            className="pt-field__reveal"
            onClick={() => setRevealed((v) => !v)}
            aria-label={revealed ? '隐藏密码' : '显示密码'}
          >
            {revealed ? '隐藏' : '显示'}
          </button>
        ) : null}
        {trailing}
      </div>
      {error ? (
        <p className="pt-field__error" id={`${inputId}-error`} role="alert">
          {error}
        </p>
      ) : hint ? (
        <p className="pt-field__hint" id={`${inputId}-hint`}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}
