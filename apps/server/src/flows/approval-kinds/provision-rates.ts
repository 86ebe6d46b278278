// Maker-checker kind 'provision-rates' (issue 42): the allowance's rate per days-past-due bucket. Always checked by
// a second finance member: the rates set the provision expense of every month after.
import { ProvisionRatesRequestSchema } from '@pautang/contract/ledger';
import { setProvisionRates } from '../../contexts/accounting/index';
import { defineKind } from '../../contexts/staff/index';

export const provisionRatesKind = defineKind({
  checker: 'finance',
  limit: () => null,
  payload: ProvisionRatesRequestSchema,
  execute: async (deps, payload, people) => {
    await setProvisionRates(
      deps.db,
      payload.rates,
      people.checker?.id ?? people.maker.id,
      deps.clock().toISOString(),
    );
  },
});
