// Origination (issue 27): the native app's calls from spec 1 §7's key table, whose payloads the spec does not show,
// designed as a Philippine lender runs them: home with products → product detail (amount and term) → the profile
// steps (certify) → a payout account (bind bank) → apply → a decision → loan confirmation in the H5 → payout.
// Money is integer centavos; dates are 'YYYY-MM-DD' Manila business dates.
import { z } from 'zod';
import { BankFormItemSchema, BankOptionSchema, BANK_ITEM_CATEGORIES } from './bind-card';
import { defineCall } from './call';
import { DetailRowSchema, RepayPlanSchema } from './loans';
import { id, text } from './primitives';

const centavos = z.number().int();
const flag = z.union([z.literal(0), z.literal(1)]);

// ——— The profile steps ————————————————————————————————————————————————————————————————————————————————————————

/**
 * The profile steps, in the order the app asks them. basic, personal, job, extra and city are the key table's
 * certify calls and spec 1 §3's storage groups (public, personal, job, ext, citySelect); identity (a government ID
 * photo and a selfie) and references (two people typed by hand) are the issue's two more.
 */
export const CERTIFY_STEPS = ['basic', 'personal', 'job', 'extra', 'city', 'identity', 'references'] as const;
export type CertifyStep = (typeof CERTIFY_STEPS)[number];

/** An item's kind: the bind-bank engine's (spec 1 §3) plus an image taken with the camera. */
export const CERTIFY_ITEM_CATEGORIES = [...BANK_ITEM_CATEGORIES, 'image'] as const;

/**
 * An option of a profile item: a bind-bank option, plus the option of another item it belongs under ('' for none).
 * A city-select city names its province there, so the picker lists the chosen province's cities only.
 */
export const CertifyOptionSchema = BankOptionSchema.extend({ parent: z.string() });
export type CertifyOption = z.infer<typeof CertifyOptionSchema>;

/**
 * One item of a profile step: a bind-bank item (the same engine renders and checks both), plus whether it must
 * be answered and the privacy notice shown where it is asked (NPC Circular 2022-02: what it is for, who sees it).
 * A 'day' item's value is 'YYYY-MM-DD'; an 'image' item's value is the id certifyImage answered.
 */
export const CertifyItemSchema = BankFormItemSchema.extend({
  category: z.enum(CERTIFY_ITEM_CATEGORIES),
  note: z.array(CertifyOptionSchema),
  required: flag,
  notice: z.string(),
});
export type CertifyItem = z.infer<typeof CertifyItemSchema>;

export const CertifyStateSchema = z.enum(['todo', 'done']);

export const CertifySummarySchema = z.object({
  step: z.enum(CERTIFY_STEPS),
  title: z.string(),
  state: CertifyStateSchema,
});

/** certify list: every step and its state; the profile is complete when every step is done. */
export const CertifyListSchema = z.object({
  steps: z.array(CertifySummarySchema),
  complete: flag,
  /** The first step still to do; '' when the profile is complete. */
  next: z.union([z.enum(CERTIFY_STEPS), z.literal('')]),
});
export type CertifyList = z.infer<typeof CertifyListSchema>;

/**
 * A step's call. Without values it reads the form (the items with the borrower's saved answers); with values it
 * checks every item and saves the step whole. A refused save answers the validation code with the first field's
 * message, and data.fields maps each refused item's code to its own message.
 */
export const CertifyRequestSchema = z.object({
  values: z.record(text(40), text(200)).optional(),
});
export type CertifyRequest = z.input<typeof CertifyRequestSchema>;

export const CertifyFormSchema = z.object({
  step: z.enum(CERTIFY_STEPS),
  title: z.string(),
  /** The step's privacy notice: why these answers are asked, and who will see them. */
  notice: z.string(),
  items: z.array(CertifyItemSchema),
  state: CertifyStateSchema,
  /** The step to go to after this one; '' when the profile is complete. */
  next: z.union([z.enum(CERTIFY_STEPS), z.literal('')]),
});
export type CertifyForm = z.infer<typeof CertifyFormSchema>;

/** What a refused step save carries in data: each refused item's code → its message. */
export const FieldErrorsSchema = z.object({ fields: z.record(z.string(), z.string()) });
export type FieldErrors = z.infer<typeof FieldErrorsSchema>;

export const CERTIFY_IMAGE_KINDS = ['id', 'selfie'] as const;
export type CertifyImageKind = (typeof CERTIFY_IMAGE_KINDS)[number];

export const CertifyImageRequestSchema = z.object({ kind: z.enum(CERTIFY_IMAGE_KINDS) });
export const CertifyImageSchema = z.object({ imageId: z.string(), url: z.string() });
export type CertifyImage = z.infer<typeof CertifyImageSchema>;

// ——— Home, product detail and apply ——————————————————————————————————————————————————————————————————————————

/** A product as this borrower may take it now: the amounts are within the borrower's limit. */
export const HomeProductSchema = z.object({
  productId: z.string(),
  name: z.string(),
  logo: z.string(),
  minAmount: centavos,
  /** The product's most, or the borrower's limit when lower. */
  maxAmount: centavos,
  amountStep: centavos,
  termOptions: z.array(z.number().int()),
  defaultAmount: centavos,
  defaultTerm: z.number().int(),
  rateText: z.string(),
  /** 1 when the borrower may apply for it now; 0 with the reason otherwise. */
  available: flag,
  reason: z.string(),
});
export type HomeProduct = z.infer<typeof HomeProductSchema>;

export const BLOCKER_KINDS = ['profile', 'account', 'open-loan', 'review', 'cooling-off'] as const;

/** What stands between the borrower and a new loan, with where to go about it. */
export const BlockerSchema = z.object({
  kind: z.enum(BLOCKER_KINDS),
  message: z.string(),
  /** An H5 page to open ('' when the native app acts on the kind: certify list, bind bank). */
  url: z.string(),
});
export type Blocker = z.infer<typeof BlockerSchema>;

export const HomeSchema = z.object({
  /** The most this borrower may borrow now (the limit ladder), and after the next loan repaid on time. */
  limit: centavos,
  nextLimit: centavos,
  blockers: z.array(BlockerSchema),
  products: z.array(HomeProductSchema),
});
export type Home = z.infer<typeof HomeSchema>;

export const ProductDetailRequestSchema = z.object({
  productId: id,
  /** The amount and term to quote; the product's defaults when absent. */
  amount: z.coerce.number().int().positive().optional(),
  termDays: z.coerce.number().int().positive().optional(),
});
export type ProductDetailRequest = z.input<typeof ProductDetailRequestSchema>;

export const ProductDetailSchema = z.object({
  product: HomeProductSchema,
  /** The quote for the amount and term asked: what a borrower reads before applying. */
  amount: centavos,
  termDays: z.number().int(),
  details: z.array(DetailRowSchema),
  plans: z.array(RepayPlanSchema),
  /** Who may apply and what is needed, as the loan terms state it. */
  requirements: z.array(z.string()),
});
export type ProductDetail = z.infer<typeof ProductDetailSchema>;

export const ProductApplyRequestSchema = z.object({
  productId: id,
  amount: z.coerce.number().int().positive(),
  termDays: z.coerce.number().int().positive(),
  /** An idempotency key: the same key answers the same decision. */
  requestId: z.string().regex(/^[0-9a-f-]{36}$/, 'must be a request identifier'),
});
export type ProductApplyRequest = z.input<typeof ProductApplyRequestSchema>;

export const DECISION_OUTCOMES = ['approved', 'declined', 'review'] as const;
export type DecisionOutcome = (typeof DECISION_OUTCOMES)[number];

export const ProductApplySchema = z.object({
  decisionId: z.string(),
  outcome: z.enum(DECISION_OUTCOMES),
  /** What the borrower reads: the offer, the reason for a decline, or that a person will review it. */
  message: z.string(),
  /** The offer when approved. */
  amount: centavos,
  termDays: z.number().int(),
  /** Approved: the loan-confirm H5 screen on the public origin; otherwise ''. */
  nextUrl: z.string(),
});
export type ProductApply = z.infer<typeof ProductApplySchema>;

// ——— Mine ——————————————————————————————————————————————————————————————————————————————————————————————————

export const MenuItemSchema = z.object({
  key: z.string(),
  title: z.string(),
  /** An H5 page on the public origin, or '' for an item the native app handles by its key. */
  url: z.string(),
});

export const UserMenuSchema = z.object({
  /** The borrower's name as the profile states it; '' before the basic step. */
  name: z.string(),
  /** The phone, masked: 0917 *** 4501. */
  phone: z.string(),
  items: z.array(MenuItemSchema),
  /** 1 when the account may be deleted now; 0 with the reason. */
  canDelete: flag,
  deleteBlocker: z.string(),
  /** Whether the borrower opted out of marketing texts (issue 29); notices the law requires always go. */
  marketingOptOut: z.boolean(),
});
export type UserMenu = z.infer<typeof UserMenuSchema>;

export const UserDeleteRequestSchema = z.object({
  /** The borrower types DELETE: a deletion is never one stray tap. */
  confirm: z.literal('DELETE'),
});
export type UserDeleteRequest = z.input<typeof UserDeleteRequestSchema>;

export const UserDeleteSchema = z.object({
  /** The day the personal data is anonymised, after the retention the lender must keep (docs/DECISIONS.md). */
  anonymiseOn: z.string(),
  /** 1 when the personal data was erased at once (no loan was ever paid out: nothing the law keeps); 0 when it is
   * kept until anonymiseOn (issue 40). */
  erased: flag,
});
export type UserDelete = z.infer<typeof UserDeleteSchema>;

const step = (path: string, summary: string) =>
  defineCall({ path, app: 'native', request: CertifyRequestSchema, response: CertifyFormSchema, summary });

/** spec 1 §7's key table: home and product calls (payloads designed here). */
export const productCalls = {
  homePage: defineCall({
    app: 'native',
    path: '/v3/home/index',
    request: z.object({}),
    response: HomeSchema,
    summary: 'The products this borrower may take now, within their limit, and what stands in the way.',
  }),
  productDetail: defineCall({
    app: 'native',
    path: '/v3/product/detail',
    refuses: [404, 409],
    request: ProductDetailRequestSchema,
    response: ProductDetailSchema,
    summary: "A product's amount and term ranges, and the quote for one amount and term.",
  }),
  productApply: defineCall({
    app: 'native',
    path: '/v3/product/apply',
    refuses: [404, 409],
    request: ProductApplyRequestSchema,
    response: ProductApplySchema,
    summary: 'Applies for a loan: runs the credit decision and answers the next step.',
  }),
};

/** spec 1 §7's key table: the profile steps (certify) and the personal centre (payloads designed here). */
export const profileCalls = {
  certifyList: defineCall({
    app: 'native',
    path: '/v3/certify/list',
    request: z.object({}),
    response: CertifyListSchema,
    summary: 'The profile steps and the state of each.',
  }),
  certifyBasic: step('/v3/certify/basic', 'The basic step: name, birth date, sex, nationality.'),
  certifyPersonal: step('/v3/certify/personal', 'The personal step: civil status, education, e-mail.'),
  certifyJob: step('/v3/certify/job', 'The job step: employment, employer, income and pay day.'),
  certifyExtra: step('/v3/certify/extra', 'The extra step: purpose of the loan and source of funds.'),
  certifyCity: step('/v3/certify/city', 'The address step: province and city, barangay and street.'),
  certifyIdentity: step(
    '/v3/certify/identity',
    'The identity step: a government ID, its number, its photo and a selfie.',
  ),
  certifyReferences: step('/v3/certify/references', 'Two references typed by hand: name, relation, mobile.'),
  certifyImage: defineCall({
    app: 'native',
    path: '/v3/certify/image',
    client: 'multipart',
    // The file arrives in the one upload field (UPLOAD_FIELD, as complaint images), outside the schema.
    request: CertifyImageRequestSchema,
    response: CertifyImageSchema,
    summary: 'Stores an ID photo or a selfie (multipart field problemImage), checked by its content.',
  }),
  userMenu: defineCall({
    app: 'native',
    path: '/v3/personal-center/user-menu',
    request: z.object({}),
    response: UserMenuSchema,
    summary: "Mine: the borrower's name and masked phone, the menu, and whether the account may be deleted.",
  }),
  userDelete: defineCall({
    app: 'native',
    path: '/v3/personal-center/user-delete',
    refuses: [409],
    request: UserDeleteRequestSchema,
    response: UserDeleteSchema,
    summary:
      'Deletes the account: refused while a loan is open; ends every session and anonymises after retention.',
  }),
};
