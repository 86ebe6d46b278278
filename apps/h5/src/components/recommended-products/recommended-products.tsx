// The recommended-products list of the order details and login-failure screens (spec 2 §2.7, §2.8, §9).
// Tags show only on the first two products, chunked two per row, at most two rows, each row joined by '/'.
// A product whose enabled flag is not 1 gets a grey, disabled button: tapping it does nothing on either screen.
import { useId } from 'react';
import type { RecProduct } from '@pautang/contract/loans';
import { Button } from '../ui/button/button';
import { ProductLogo } from './product-logo';
import './recommended-products.css';

export const TAGGED_PRODUCTS = 2;
export const TAGS_PER_ROW = 2;
export const MAX_TAG_ROWS = 2;

/** ['No collateral', 'Fast', 'Low rate'] → ['No collateral/Fast', 'Low rate']; tags past the second row are dropped. */
export function tagRows(tags: readonly string[]): string[] {
  const rows: string[] = [];
  const shown = tags.filter((t) => t.trim() !== '');
  for (let i = 0; i < shown.length && rows.length < MAX_TAG_ROWS; i += TAGS_PER_ROW) {
    rows.push(shown.slice(i, i + TAGS_PER_ROW).join('/'));
  }
  return rows;
}

export interface RecommendedProductsProps {
  products: readonly RecProduct[];
  /** Heading of the list. */
  title: string;
  onSelect: (product: RecProduct, index: number) => void;
}

export function RecommendedProducts({ products, title, onSelect }: RecommendedProductsProps) {
  const id = useId();
  if (products.length === 0) return null;
  return (
    <section className="rec-products" aria-labelledby={`${id}h`}>
      <h2 id={`${id}h`} className="rec-products-title">
        {title}
      </h2>
      <ul className="rec-products-list">
        {products.map((p, index) => (
          <ProductCard
            key={`${p.productId}-${index}`}
            product={p}
            nameId={`${id}n${index}`}
            tags={index < TAGGED_PRODUCTS ? tagRows(p.tags) : []}
            onSelect={() => onSelect(p, index)}
          />
        ))}
      </ul>
    </section>
  );
}

function ProductCard({
  product,
  nameId,
  tags,
  onSelect,
}: {
  product: RecProduct;
  nameId: string;
  tags: string[];
  onSelect: () => void;
}) {
  const enabled = product.enabled === 1;
  return (
    <li className="rec-product" data-testid="rec-product">
      <div className="rec-product-head">
        <ProductLogo className="rec-product-logo" src={product.logo} size={36} />
        <h3 id={nameId} className="rec-product-name">
          {product.name}
        </h3>
        <Button
          className="rec-product-button"
          variant={enabled ? 'primary' : 'grey'}
          disabled={!enabled}
          aria-describedby={nameId}
          data-track="rec-product"
          onClick={enabled ? onSelect : undefined}
        >
          {product.buttonText}
        </Button>
      </div>
      <div className="rec-product-body">
        <div className="rec-product-range">
          <strong>{product.range}</strong>
          <span>{product.rangeDesc}</span>
        </div>
        <div className="rec-product-rate">{product.rate}</div>
      </div>
      {product.description && <p className="rec-product-desc">{product.description}</p>}
      {tags.length > 0 && (
        <ul className="rec-product-tags" aria-label={product.name}>
          {tags.map((row, i) => (
            <li key={i}>{row}</li>
          ))}
        </ul>
      )}
    </li>
  );
}
