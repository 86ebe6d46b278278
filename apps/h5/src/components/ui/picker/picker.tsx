import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { messages } from '../../../i18n/messages';
import { BottomSheet } from '../bottom-sheet/bottom-sheet';
import { Button } from '../button/button';
import { rovingIndex } from '../roving';
import './picker.css';

export interface PickerOption<T> {
  label: ReactNode;
  value: T;
}

export interface PickerProps<T extends string | number> {
  open: boolean;
  /** Shown as the sheet title and used as the list's accessible name. */
  title?: string;
  options: PickerOption<T>[];
  value?: T | undefined;
  onConfirm: (value: T) => void;
  onCancel: () => void;
}

export function Picker<T extends string | number>(props: PickerProps<T>) {
  // The draft lives in a child mounted per opening, so each opening starts from `value`.
  return props.open ? <PickerSheet {...props} /> : null;
}

function PickerSheet<T extends string | number>({
  title,
  options,
  value,
  onConfirm,
  onCancel,
}: PickerProps<T>) {
  const [draft, setDraft] = useState(value);
  const list = useRef<HTMLUListElement>(null);
  const current = options.findIndex((o) => o.value === draft);
  const chosen = options[current];

  const onKeyDown = (e: KeyboardEvent) => {
    const i = rovingIndex(e.key, current, options.length, 'vertical');
    const next = i === undefined ? undefined : options[i];
    if (next) {
      e.preventDefault();
      setDraft(next.value);
      (list.current?.children[i as number] as HTMLElement | undefined)?.focus();
    }
  };

  return (
    <BottomSheet
      open
      title={title}
      onClose={onCancel}
      closable={false}
      footer={
        <>
          <Button onClick={onCancel}>{messages.cancel}</Button>
          <Button variant="primary" disabled={!chosen} onClick={() => chosen && onConfirm(chosen.value)}>
            {messages.confirm}
          </Button>
        </>
      }
    >
      <ul ref={list} role="listbox" aria-label={title} className="ui-picker" onKeyDown={onKeyDown}>
        {options.map((o, i) => (
          <li
            key={o.value}
            role="option"
            aria-selected={i === current}
            tabIndex={i === Math.max(current, 0) ? 0 : -1}
            className="ui-picker-option"
            onClick={() => setDraft(o.value)}
          >
            {o.label}
          </li>
        ))}
      </ul>
    </BottomSheet>
  );
}
