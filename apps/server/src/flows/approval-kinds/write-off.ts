// Maker-checker kind 'write-off' (issue 42): a loan long past due taken out of the books as a loss. Proposed by
// collections or finance (flows/books.ts), always approved by a second finance member, and carried out once with the
// order locked (contexts/lending/orders/write-off.ts).
import { z } from 'zod';
import { writeOffOrder } from '../../contexts/lending/index';
import { defineKind } from '../../contexts/staff/index';

export const writeOffKind = defineKind({
  checker: 'finance',
  // Every write-off is checked: it is the company's loss, whatever its size.
  limit: () => null,
  payload: z.object({ orderId: z.string(), reason: z.string() }),
  execute: (deps, payload, people) =>
    writeOffOrder(deps, {
      orderId: payload.orderId,
      reason: payload.reason,
      makerId: people.maker.id,
      checkerId: people.checker?.id ?? null,
    }),
});
