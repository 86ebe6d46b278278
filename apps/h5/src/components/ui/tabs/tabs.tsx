import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { rovingIndex } from '../roving';
import '../theme.css';
import './tabs.css';

export interface TabItem<K> {
  key: K;
  label: ReactNode;
}

export interface TabsProps<K extends string | number> {
  items: TabItem<K>[];
  activeKey: K;
  onChange: (key: K) => void;
  /** Content of the active tab; when given it is wrapped in a labelled tabpanel. */
  children?: ReactNode;
  'aria-label'?: string;
}

export function Tabs<K extends string | number>({
  items,
  activeKey,
  onChange,
  children,
  'aria-label': label,
}: TabsProps<K>) {
  const id = useId();
  const list = useRef<HTMLDivElement>(null);
  const active = items.findIndex((t) => t.key === activeKey);
  const hasPanel = children !== undefined;

  const onKeyDown = (e: KeyboardEvent) => {
    const i = rovingIndex(e.key, active, items.length, 'horizontal');
    const next = i === undefined ? undefined : items[i];
    if (next) {
      e.preventDefault();
      if (next.key !== activeKey) onChange(next.key);
      (list.current?.children[i as number] as HTMLElement | undefined)?.focus();
    }
  };

  return (
    <div className="ui-tabs">
      <div ref={list} role="tablist" aria-label={label} className="ui-tabs-list" onKeyDown={onKeyDown}>
        {items.map((t, i) => (
          <button
            key={t.key}
            type="button"
            role="tab"
            id={`${id}${i}`}
            aria-selected={i === active}
            aria-controls={hasPanel && i === active ? `${id}p` : undefined}
            tabIndex={i === Math.max(active, 0) ? 0 : -1}
            className="ui-tab"
            onClick={() => t.key !== activeKey && onChange(t.key)}
          >
            {t.label}
          </button>
        ))}
      </div>
      {hasPanel && (
        <div role="tabpanel" id={`${id}p`} aria-labelledby={`${id}${active}`}>
          {children}
        </div>
      )}
    </div>
  );
}
