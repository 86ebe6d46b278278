// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { click, getByRole, queryAllByRole } from '../test-utils';
import { showToast, toast } from './toast';

const shown = () => [...queryAllByRole('status'), ...queryAllByRole('alert')];
const text = () => shown().map((t) => t.querySelector('p')?.textContent);

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  toast.hide();
  vi.useRealTimers();
});

describe('toast', () => {
  it('mounts lazily into one div appended to body', () => {
    expect(document.body.children).toHaveLength(0);
    toast.info('copy success');
    toast.info('again');
    expect(document.body.children).toHaveLength(1);
    expect(document.body.lastElementChild?.classList.contains('ui-toast-host')).toBe(true);
  });

  it('info is a polite status that hides after the default 3000 ms', () => {
    toast.info('copy success');
    const status = getByRole('status');
    expect(status.getAttribute('aria-live')).toBe('polite');
    expect(text()).toEqual(['copy success']);
    vi.advanceTimersByTime(2999);
    expect(text()).toEqual(['copy success']);
    vi.advanceTimersByTime(1);
    expect(shown()).toHaveLength(0);
  });

  it('honours a custom duration only above 300 ms', () => {
    toast.success('Upload succeeded!', 2000);
    vi.advanceTimersByTime(2000);
    expect(shown()).toHaveLength(0);
    toast.info('short', 300);
    vi.advanceTimersByTime(2999);
    expect(text()).toEqual(['short']);
    vi.advanceTimersByTime(1);
    expect(shown()).toHaveLength(0);
  });

  it('messages sit near the top, clear of a dialog; only the loading spinner stays centred', () => {
    toast.fail('Silakan pilih');
    expect(document.querySelector('.ui-toast-host')?.classList.contains('ui-toast-host--top')).toBe(true);
    toast.loading();
    expect(document.querySelector('.ui-toast-host')?.classList.contains('ui-toast-host--top')).toBe(false);
    toast.hide();
  });

  it('fail is an alert', () => {
    toast.fail('Please fill in your comments and suggestions', { durationMs: 2000 });
    const alert = getByRole('alert');
    expect(alert.textContent).toBe('Please fill in your comments and suggestions');
    vi.advanceTimersByTime(2000);
    expect(shown()).toHaveLength(0);
  });

  it('loading defaults to "loading..." and stays until hidden, blocking taps meanwhile', () => {
    toast.loading();
    expect(text()).toEqual(['loading...']);
    const host = document.querySelector('.ui-toast-host') as HTMLElement;
    expect(host.classList.contains('ui-toast-host--block')).toBe(true);
    vi.advanceTimersByTime(60000);
    expect(text()).toEqual(['loading...']);
    toast.hide();
    expect(shown()).toHaveLength(0);
    expect(host.classList.contains('ui-toast-host--block')).toBe(false);
  });

  it('loading with a duration hides by itself', () => {
    toast.loading('Sending', 1000);
    vi.advanceTimersByTime(1000);
    expect(shown()).toHaveLength(0);
  });

  it('shows one toast at a time; the old timer does not hide the new one', () => {
    toast.info('first', 1000);
    vi.advanceTimersByTime(500);
    toast.fail('second');
    expect(text()).toEqual(['second']);
    vi.advanceTimersByTime(1000);
    expect(text()).toEqual(['second']);
    vi.advanceTimersByTime(2000);
    expect(shown()).toHaveLength(0);
  });

  it('a fail toast can carry an action such as Retry', () => {
    const onPress = vi.fn();
    toast.fail('Network is unstable.', { durationMs: 5000, action: { label: 'Retry', onPress } });
    const retry = getByRole('button', 'Retry', getByRole('alert'));
    click(retry);
    expect(onPress).toHaveBeenCalledTimes(1);
    expect(shown()).toHaveLength(0);
  });

  it('showToast takes the kind generically, including hide', () => {
    showToast('success', 'Successful demonstration！');
    expect(getByRole('status').className).toBe('ui-toast ui-toast--success');
    showToast('loading');
    expect(text()).toEqual(['loading...']);
    showToast('hide');
    expect(shown()).toHaveLength(0);
  });

  it('recreates its host if the body was cleared', () => {
    toast.info('one');
    document.body.innerHTML = '';
    toast.info('two');
    expect(text()).toEqual(['two']);
  });
});
