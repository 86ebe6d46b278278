// Bind bank (spec 1 §2–§5, §7): 'Payment account information'. The card type tabs come from the enum item whose
// code is cardType (default 1); the other items are rendered from card-init: text inputs (digits only for numeric
// ones), and pickers with Confirm and Cancel for enums. An item with a cardTypeMi other than 0 shows only for that
// card type, and with card type 1 an item with a channelNumber shows only for the chosen channel (default 90006).
// 'Next' sends each shown item's code → value and product_id: bind-card-new, then endBank and closeWebview; or,
// opened from order details (source=loanDetail), bind-card-change and back to the order.
import { useEffect, useState } from 'react';
import type { BankFormItem, CardInit } from '@pautang/contract/bind-card';
import { BANK_ITEM_CODES, DEFAULT_CARD_TYPE, DEFAULT_CHANNEL } from '@pautang/contract/bind-card-codes';
import { LoadError } from '../../../components/load-error';
import { Button } from '../../../components/ui/button/button';
import { Picker } from '../../../components/ui/picker/picker';
import { Tabs } from '../../../components/ui/tabs/tabs';
import { toast } from '../../../components/ui/toast/toast';
import { paths } from '../../../config/paths';
import { bindBankText as text } from '../../../i18n/en/bind-bank';
import { callNative } from '../../../lib/bridge';
import { navigate } from '../../../lib/navigation';
import { bindCard, useCardInit } from '../api/bind-card';
import './bind-bank.css';

/** How long the saved confirmation shows before the web view closes. */
const SAVED_TOAST_MS = 1500;

export type BindBankProps = { productId: string; orderId: string; source: string };

export function BindBankPage(props: BindBankProps) {
  const { data, error, reload } = useCardInit(props.productId);
  useEffect(() => {
    callNative('startBank', {
      ...(props.orderId ? { orderId: props.orderId } : {}),
      ...(props.productId ? { productId: props.productId } : {}),
      ...(props.source ? { source: props.source } : {}),
    });
    // Once, when the flow starts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  if (!data) {
    return error ? (
      <LoadError className="bind" error={error} onRetry={reload} />
    ) : (
      <div className="bind-state" aria-busy="true" />
    );
  }
  return <BindForm {...props} items={data} />;
}

/** Which items the borrower sees for the chosen card type and channel (spec 1 §4). */
export function shownItems(items: CardInit, cardType: string, channel: string): BankFormItem[] {
  return items.filter(
    (item) =>
      item.code !== BANK_ITEM_CODES.cardType &&
      (item.cardTypeMi === 0 || String(item.cardTypeMi) === cardType) &&
      !(cardType === '1' && item.channelNumber !== '' && item.channelNumber !== channel),
  );
}

function BindForm({ items, productId, orderId, source }: BindBankProps & { items: CardInit }) {
  const typeItem = items.find((i) => i.code === BANK_ITEM_CODES.cardType);
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(
      items.map((i) => [
        i.code,
        i.value ||
          (i.code === BANK_ITEM_CODES.cardType ? DEFAULT_CARD_TYPE : '') ||
          (i.code === BANK_ITEM_CODES.channel ? DEFAULT_CHANNEL : ''),
      ]),
    ),
  );
  const [picking, setPicking] = useState<BankFormItem | undefined>();
  const [busy, setBusy] = useState(false);
  const cardType = values[BANK_ITEM_CODES.cardType] || DEFAULT_CARD_TYPE;
  const channel = values[BANK_ITEM_CODES.channel] || DEFAULT_CHANNEL;
  const shown = shownItems(items, cardType, channel);
  const set = (code: string, value: string) => setValues((v) => ({ ...v, [code]: value }));
  const fromOrder = source === 'loanDetail';

  const next = async () => {
    if (busy) return;
    setBusy(true);
    try {
      const body: Record<string, string> = { product_id: productId };
      for (const item of [typeItem, ...shown]) if (item) body[item.code] = values[item.code] ?? '';
      if (fromOrder) body.orderId = orderId;
      await bindCard(fromOrder, body);
      // The borrower is told the account is saved: the toast outlives the move to the order, and the web view
      // closes only once it has been read (closing at once left the borrower guessing whether Next worked).
      toast.success(text.saved, SAVED_TOAST_MS);
      if (fromOrder) {
        navigate(paths.order, { query: { source: 'loanDetail', orderId, productId }, replace: true });
      } else {
        callNative('endBank', { result: 'saved', ...(orderId ? { orderId } : {}) });
        setTimeout(() => callNative('closeWebview'), SAVED_TOAST_MS);
      }
    } catch {
      // The request layer showed the server's message.
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="bind">
      {typeItem && (
        <Tabs
          aria-label={typeItem.title || text.cardTypes}
          items={typeItem.note.map((o) => ({ key: o.type, label: o.name }))}
          activeKey={cardType}
          onChange={(key) => set(typeItem.code, key)}
        />
      )}
      <div className="bind-items">
        {shown.map((item) => (
          <Field
            key={`${item.code}-${item.channelNumber}`}
            item={item}
            value={values[item.code] ?? ''}
            onChange={(v) => set(item.code, v)}
            onPick={() => setPicking(item)}
          />
        ))}
      </div>
      <Button variant="primary" block disabled={busy} onClick={() => void next()}>
        {text.next}
      </Button>
      <Picker
        open={picking !== undefined}
        title={picking?.title ?? ''}
        options={(picking?.note ?? []).map((o) => ({ label: o.name, value: o.type }))}
        value={picking ? values[picking.code] || undefined : undefined}
        onConfirm={(v) => {
          if (picking) set(picking.code, v);
          setPicking(undefined);
        }}
        onCancel={() => setPicking(undefined)}
      />
    </div>
  );
}

function Field({
  item,
  value,
  onChange,
  onPick,
}: {
  item: BankFormItem;
  value: string;
  onChange: (value: string) => void;
  onPick: () => void;
}) {
  const id = `bind-${item.code}-${item.channelNumber}`;
  if (item.category === 'enum') {
    const chosen = item.note.find((o) => o.type === value);
    return (
      <div className="bind-item">
        <span className="bind-item-title" id={`${id}-label`}>
          {item.title}
        </span>
        <button
          type="button"
          className={`bind-choice${chosen ? '' : ' bind-choice--empty'}`}
          aria-labelledby={`${id}-label ${id}`}
          id={id}
          onClick={onPick}
        >
          {chosen?.name ?? (item.subtitle || text.choose)}
        </button>
      </div>
    );
  }
  return (
    <label className="bind-item" htmlFor={id}>
      <span className="bind-item-title">{item.title}</span>
      <input
        id={id}
        className="bind-input"
        value={value}
        placeholder={item.subtitle}
        // Numeric fields are cut after the digits are kept, so a pasted '0918-555 7788' is whole.
        maxLength={item.numeric === 1 ? undefined : item.maxLength}
        inputMode={item.numeric === 1 ? 'numeric' : 'text'}
        autoComplete="off"
        onChange={(e) =>
          onChange(
            item.numeric === 1 ? e.target.value.replace(/\D/g, '').slice(0, item.maxLength) : e.target.value,
          )
        }
      />
    </label>
  );
}
