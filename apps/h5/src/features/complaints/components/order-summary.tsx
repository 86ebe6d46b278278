// The chosen order as the complaint entry shows it (spec 1 §2): logo, name, status and its title/value rows.
import type { ComplaintOrder } from '@pautang/contract/complaints';
import { ProductLogo } from '../../../components/recommended-products/product-logo';
import { statusColour } from '../../../lib/status-colours';

export function OrderSummary({ order }: { order: ComplaintOrder }) {
  return (
    <div className="complaint-order" data-testid="complaint-order">
      <div className="complaint-order-head">
        <ProductLogo className="complaint-order-logo" src={order.productLogo} size={32} />
        <span className="complaint-order-name">{order.productName}</span>
        <span className="complaint-order-status" style={{ color: statusColour(order.status) }}>
          {order.statusText}
        </span>
      </div>
      <dl className="complaint-order-rows">
        {order.detail.map((row) => (
          <div key={row.title} className="complaint-order-row">
            <dt>{row.title}</dt>
            <dd>{row.value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
