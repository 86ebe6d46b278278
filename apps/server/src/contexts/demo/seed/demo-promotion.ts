// The demo's landing template (promotion-landing): the console can edit it, and the page shows the change.
import { repayAtText } from '@pautang/contract/pay-channels';
import type { PromotionTemplate } from '@pautang/contract/promotion';
import type { Db } from '../../../platform/db/client';

export const DEMO_TEMPLATE_ID = 'tpl-ph-2026';

export const DEMO_TEMPLATE: PromotionTemplate = {
  backgroundColor: '#3D5AFF',
  fontColor: '#FFFFFF',
  buttonColor: '#FFB020',
  title: 'Cash in minutes, straight to GCash or your bank',
  subtitle: 'Borrow ₱2,000 to ₱20,000. SEC-registered lender. No hidden charges.',
  images: [],
  texts: ['Apply with one valid ID', 'Decision within 1 day', repayAtText()],
  buttonText: 'Register now',
};

/** A second campaign, so the console's template list has a choice (and tests can edit one in isolation). */
export const DEMO_GCASH_TEMPLATE_ID = 'tpl-gcash-payday';

const GCASH_TEMPLATE: PromotionTemplate = {
  backgroundColor: '#0B5FD7',
  fontColor: '#FFFFFF',
  buttonColor: '#12B76A',
  title: 'Payday cash to your GCash',
  subtitle: 'Borrow up to ₱10,000 and repay on payday.',
  images: ['/static/channels/gcsh.svg'],
  texts: ['Paid out to GCash', 'Repay in the GCash app'],
  buttonText: 'Register now',
};

export async function seedDemoPromotion(db: Db): Promise<void> {
  await db
    .insertInto('promotion_templates')
    .values([
      { id: DEMO_TEMPLATE_ID, template: JSON.stringify(DEMO_TEMPLATE) },
      { id: DEMO_GCASH_TEMPLATE_ID, template: JSON.stringify(GCASH_TEMPLATE) },
    ])
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
}
