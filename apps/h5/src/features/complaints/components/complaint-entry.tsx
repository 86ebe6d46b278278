// Complaint entry (/complainPage, spec 1 §2, §6): the order (the query's, else the first of orderList; 'All'
// opens a picker), then the question type. Collection (type 1) shows its sub-types, or is refused with the
// spec's toast when the chosen order's isShow is not 1. A pick goes to the form with the type and the order.
import { useState } from 'react';
import type { ComplaintOrder, ProblemInit, ProblemOption } from '@pautang/contract/complaints';
import { COLLECTION_PROBLEM_TYPE } from '@pautang/contract/constants';
import { LoadError } from '../../../components/load-error';
import { Picker } from '../../../components/ui/picker/picker';
import { toast } from '../../../components/ui/toast/toast';
import { paths } from '../../../config/paths';
import { complaintText as text } from '../../../i18n/en/complaints';
import { navigate } from '../../../lib/navigation';
import { useProblemInit } from '../api/use-complaints';
import { keepComplaintOrder } from '../utils/complaint-storage';
import { OrderSummary } from './order-summary';
import './complaints.css';

export function ComplaintEntry({ orderId }: { orderId: string }) {
  const { data, error, reload } = useProblemInit(orderId);
  if (!data) {
    return error ? (
      <LoadError className="complaint-load-error" error={error} onRetry={reload} />
    ) : (
      <div className="complaint-state" aria-busy="true" />
    );
  }
  return <EntryBody data={data} />;
}

function EntryBody({ data }: { data: ProblemInit }) {
  const [orderNo, setOrderNo] = useState(data.orderDetail?.orderNo ?? data.orderList[0]?.orderNo ?? '');
  const [picking, setPicking] = useState(false);
  const [collectionOpen, setCollectionOpen] = useState(false);
  const order: ComplaintOrder | undefined =
    data.orderList.find((o) => o.orderNo === orderNo) ?? data.orderDetail ?? undefined;

  const go = (problemType: number, problemSonType?: number) => {
    keepComplaintOrder(orderNo);
    navigate(paths.complainPageNext, { query: { problemType, problemSonType, orderNo } });
  };
  const pickType = (type: ProblemOption) => {
    if (type.value !== COLLECTION_PROBLEM_TYPE) {
      go(type.value);
      return;
    }
    // isShow lives on each order entry (spec 1 §3): collection complaints only for an order that allows them.
    if (order?.isShow !== 1) {
      setCollectionOpen(false);
      toast.fail(text.collectionBlocked);
      return;
    }
    setCollectionOpen((open) => !open);
  };

  return (
    <div className="complaint-entry">
      <section className="complaint-card" aria-labelledby="complaint-order-title">
        <div className="complaint-card-head">
          <h2 id="complaint-order-title" className="complaint-card-title">
            {text.chooseOrder}
          </h2>
          {data.orderList.length > 1 && (
            <button
              type="button"
              className="complaint-link"
              aria-haspopup="dialog"
              onClick={() => setPicking(true)}
            >
              {text.all}
            </button>
          )}
        </div>
        {order ? <OrderSummary order={order} /> : <p className="complaint-muted">{text.noOrder}</p>}
      </section>

      <section className="complaint-card" aria-labelledby="complaint-type-title">
        <h2 id="complaint-type-title" className="complaint-card-title">
          {text.questionType}
        </h2>
        <ul className="complaint-types">
          {data.problemType.map((type) => (
            <li key={type.value}>
              <button
                type="button"
                className="complaint-type"
                aria-expanded={type.value === COLLECTION_PROBLEM_TYPE ? collectionOpen : undefined}
                onClick={() => pickType(type)}
              >
                {type.title}
              </button>
              {type.value === COLLECTION_PROBLEM_TYPE && collectionOpen && (
                <ul className="complaint-subtypes" aria-label={text.collectionWhat}>
                  {data.problemSonType.map((sub) => (
                    <li key={sub.value}>
                      <button
                        type="button"
                        className="complaint-subtype"
                        onClick={() => go(type.value, sub.value)}
                      >
                        {sub.title}
                      </button>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ul>
      </section>

      <button type="button" className="complaint-my" onClick={() => navigate(paths.complaintList)}>
        {text.myComplaints}
      </button>

      <Picker
        open={picking}
        title={text.chooseOrder}
        options={data.orderList.map((o) => ({
          value: o.orderNo,
          label: `${o.productName} · ${o.orderNo} · ${o.statusText}`,
        }))}
        value={orderNo}
        onConfirm={(value) => {
          setOrderNo(value);
          setCollectionOpen(false);
          setPicking(false);
        }}
        onCancel={() => setPicking(false)}
      />
    </div>
  );
}
