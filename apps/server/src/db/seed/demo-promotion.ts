// The demo's landing template (promotion-landing): the console can edit it, and the page shows the change.
import type { PromotionTemplate } from '@pautang/contract/promotion';
import type { Db } from '../client';

export const DEMO_TEMPLATE_ID = 'tpl-ph-2026';

export const DEMO_TEMPLATE: PromotionTemplate = {
  backgroundColor: '#3D5AFF',
  fontColor: '#FFFFFF',
  buttonColor: '#FFB020',
  title: 'Cash in minutes, straight to GCash or your bank',
  subtitle: 'Borrow ₱2,000 to ₱20,000. SEC-registered lender. No hidden charges.',
  images: [],
  texts: ['Apply with one valid ID', 'Decision within 1 day', 'Repay at 7-Eleven, GCash, Maya or your bank'],
  buttonText: 'Register now',
};

export async function seedDemoPromotion(db: Db): Promise<void> {
  await db
    .insertInto('promotion_templates')
    .values({ id: DEMO_TEMPLATE_ID, template: JSON.stringify(DEMO_TEMPLATE) })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
}
