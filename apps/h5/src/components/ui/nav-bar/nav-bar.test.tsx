// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { click, getByRole, queryAllByRole, render } from '../test-utils';
import { NavBar } from './nav-bar';

describe('NavBar', () => {
  it('shows the title as the page heading and no back button without onBack', () => {
    render(<NavBar title="Payment account information" />);
    expect(getByRole('heading', 'Payment account information').tagName).toBe('H1');
    expect(queryAllByRole('button')).toHaveLength(0);
  });

  it('has a Back button that calls onBack', () => {
    const onBack = vi.fn();
    render(<NavBar title="Online service" onBack={onBack} right={<a href="#x">My complaints</a>} />);
    click(getByRole('button', 'Back'));
    expect(onBack).toHaveBeenCalledTimes(1);
    expect(document.body.textContent).toContain('My complaints');
  });
});
