// @vitest-environment happy-dom
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { RecProduct } from '@pautang/contract/loans';
import { click, getByRole, queryAllByRole, render } from '../ui/test-utils';
import { ProductLogo } from './product-logo';
import { RecommendedProducts, tagRows } from './recommended-products';

const product = (over: Partial<RecProduct> = {}): RecProduct => ({
  productId: 'P1',
  logo: '/p1.png',
  name: 'Peso Plus',
  buttonText: 'Apply',
  enabled: 1,
  range: '₱1,000 - ₱20,000',
  rangeDesc: 'Loan amount',
  rate: '0.05% / day',
  description: 'Cash in 1 day',
  tags: [],
  ...over,
});

const cards = () => [...document.querySelectorAll<HTMLElement>('[data-testid="rec-product"]')];
const rowsOf = (card: Element | undefined) =>
  [...(card?.querySelectorAll('.rec-product-tags li') ?? [])].map((li) => li.textContent);

describe('tagRows', () => {
  it.each([
    { tags: [], rows: [] },
    { tags: ['Fast'], rows: ['Fast'] },
    { tags: ['No collateral', 'Fast'], rows: ['No collateral/Fast'] },
    { tags: ['No collateral', 'Fast', 'Low rate'], rows: ['No collateral/Fast', 'Low rate'] },
    { tags: ['A', 'B', 'C', 'D', 'E'], rows: ['A/B', 'C/D'] },
    { tags: ['A', ' ', 'B'], rows: ['A/B'] },
  ])('$tags → $rows', ({ tags, rows }) => {
    expect(tagRows(tags)).toEqual(rows);
  });
});

describe('RecommendedProducts', () => {
  it('shows each card: logo, name, button text, range, range description, rate, description', () => {
    render(
      <RecommendedProducts title="Recommended for you" products={[product()]} onSelect={() => undefined} />,
    );
    expect(getByRole('heading', 'Recommended for you')).toBeTruthy();
    const [card] = cards();
    expect(card?.querySelector('img')?.getAttribute('src')).toBe('/p1.png');
    expect(card?.querySelector('img')?.getAttribute('width')).toBe('36');
    for (const t of [
      'Peso Plus',
      'Apply',
      '₱1,000 - ₱20,000',
      'Loan amount',
      '0.05% / day',
      'Cash in 1 day',
    ]) {
      expect(card?.textContent).toContain(t);
    }
  });

  it('shows tags only on the first two products, two per row, at most two rows', () => {
    const tags = ['No collateral', 'Fast', 'Low rate', 'Flexible', 'Dropped'];
    render(
      <RecommendedProducts
        title="Recommended"
        products={[
          product({ tags }),
          product({ productId: 'P2', tags: ['One'] }),
          product({ productId: 'P3', tags }),
        ]}
        onSelect={() => undefined}
      />,
    );
    expect(cards().map(rowsOf)).toEqual([['No collateral/Fast', 'Low rate/Flexible'], ['One'], []]);
  });

  it('greys the button unless enabled is 1, and only enabled products call onSelect with their index', () => {
    const onSelect = vi.fn();
    render(
      <RecommendedProducts
        title="Recommended"
        products={[
          product({ name: 'Off', buttonText: 'Sold out', enabled: 0 }),
          product({ productId: 'P2', name: 'On', buttonText: 'Apply' }),
        ]}
        onSelect={onSelect}
      />,
    );
    const off = getByRole('button', 'Sold out');
    const on = getByRole('button', 'Apply');
    expect(off.className).toContain('ui-btn--grey');
    expect(off.hasAttribute('disabled')).toBe(true);
    expect(on.className).toContain('ui-btn--primary');
    click(off);
    expect(onSelect).not.toHaveBeenCalled();
    click(on);
    expect(onSelect).toHaveBeenCalledWith(expect.objectContaining({ productId: 'P2', name: 'On' }), 1);
  });

  it('renders nothing for an empty list', () => {
    render(<RecommendedProducts title="Recommended" products={[]} onSelect={() => undefined} />);
    expect(queryAllByRole('heading')).toHaveLength(0);
  });
});

describe('ProductLogo', () => {
  it('keeps the fixed-size box and drops a logo that fails to load', () => {
    const { container } = render(<ProductLogo className="logo" src="/missing.svg" size={36} />);
    const img = container.querySelector('img');
    expect([img?.getAttribute('width'), img?.getAttribute('height')]).toEqual(['36', '36']);
    act(() => {
      img?.dispatchEvent(new Event('error'));
    });
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector<HTMLElement>('span.logo')?.style.width).toBe('36px');
  });
});
