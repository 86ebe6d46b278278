// @vitest-environment happy-dom
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { click, getByRole, press, queryAllByRole, render } from '../test-utils';
import { Tabs } from './tabs';

const items = [
  { key: 'pending', label: 'Pending' },
  { key: 'replied', label: 'Replied' },
  { key: 'closed', label: 'Closed' },
];

function ComplaintTabs() {
  const [key, setKey] = useState('pending');
  return (
    <Tabs items={items} activeKey={key} onChange={setKey} aria-label="My complaints">
      <p>List of {key}</p>
    </Tabs>
  );
}

describe('Tabs', () => {
  it('exposes a tablist with the active tab selected and the only one in the tab order', () => {
    render(<Tabs items={items} activeKey="replied" onChange={() => {}} aria-label="My complaints" />);
    getByRole('tablist', 'My complaints');
    const tabs = queryAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['Pending', 'Replied', 'Closed']);
    expect(tabs.map((t) => t.getAttribute('aria-selected'))).toEqual(['false', 'true', 'false']);
    expect(tabs.map((t) => t.tabIndex)).toEqual([-1, 0, -1]);
    expect(queryAllByRole('tabpanel')).toHaveLength(0);
  });

  it('calls onChange with the tapped key, but not for the active tab', () => {
    const onChange = vi.fn();
    render(<Tabs items={items} activeKey="pending" onChange={onChange} />);
    click(getByRole('tab', 'Pending'));
    expect(onChange).not.toHaveBeenCalled();
    click(getByRole('tab', 'Closed'));
    expect(onChange).toHaveBeenCalledWith('closed');
  });

  it('moves with arrow keys (wrapping), Home and End, and focus follows', () => {
    render(<ComplaintTabs />);
    getByRole('tab', 'Pending').focus();
    press('ArrowRight');
    expect(document.activeElement).toBe(getByRole('tab', 'Replied'));
    expect(getByRole('tab', 'Replied').getAttribute('aria-selected')).toBe('true');
    press('End');
    expect(document.activeElement).toBe(getByRole('tab', 'Closed'));
    press('ArrowRight');
    expect(document.activeElement).toBe(getByRole('tab', 'Pending'));
    press('ArrowLeft');
    expect(getByRole('tab', 'Closed').getAttribute('aria-selected')).toBe('true');
    press('Home');
    expect(getByRole('tab', 'Pending').getAttribute('aria-selected')).toBe('true');
  });

  it('wraps children in a tabpanel labelled by the active tab', () => {
    render(<ComplaintTabs />);
    click(getByRole('tab', 'Replied'));
    const panel = getByRole('tabpanel', 'Replied');
    expect(panel.textContent).toBe('List of replied');
    expect(getByRole('tab', 'Replied').getAttribute('aria-controls')).toBe(panel.id);
  });
});
