import type { ReactNode } from 'react';
import '../theme.css';
import './checkbox.css';

export interface CheckboxProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** The label. Keep links outside it: a tap on the label toggles the box. */
  children?: ReactNode;
  disabled?: boolean;
}

// A real input (native Space toggling, form semantics), visually replaced by a round box.
export function Checkbox({ checked, onChange, children, disabled }: CheckboxProps) {
  return (
    <label className="ui-checkbox">
      <input
        type="checkbox"
        className="ui-sr-only"
        checked={checked}
        disabled={disabled}
        onChange={(e) => onChange(e.target.checked)}
      />
      <span className="ui-checkbox-box" aria-hidden="true" />
      {children}
    </label>
  );
}
