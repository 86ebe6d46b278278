// Request and response schemas per built call. The server validates with these; the H5 imports only their types.
import type { z } from 'zod';
import {
  ProblemDetailSchema,
  ProblemIdRequestSchema,
  ProblemInitRequestSchema,
  ProblemInitSchema,
  ProblemListSchema,
  ProblemSavedSchema,
  ProblemSaveRequestSchema,
  SaveScoreRequestSchema,
  UploadedImageSchema,
} from './complaints';
import { LoginRequestSchema, LoginSchema, SmsCodeRequestSchema } from './accounts';
import { BindCardRequestSchema, BindCardSchema, CardInitRequestSchema, CardInitSchema } from './bind-card';
import { ContactKfInfoRequestSchema, ContactKfInfoSchema } from './contact';
import { ContactMessageRequestSchema } from './site';
import {
  ChannelTemplateRequestSchema,
  ChannelTemplateSchema,
  GetSidSchema,
  GetSmsRequestSchema,
  PromotionRegisterRequestSchema,
  TrackClickRequestSchema,
  TrackVisitRequestSchema,
} from './promotion';
import {
  DelayInfoSchema,
  GenerateVcodeRequestSchema,
  GenerateVcodeSchema,
  InstalmentInfoSchema,
  PaymentRecordsSchema,
  PaymentStatusRequestSchema,
  PaymentStatusSchema,
  RepayInfoRequestSchema,
  RepaymentCommitRequestSchema,
  RepaymentCommitSchema,
  RepaymentConfirmRequestSchema,
  RepaymentHuichaoRequestSchema,
  RepaymentWayRequestSchema,
  RepaymentWaySchema,
} from './repayment';
import type { EndpointKey } from './endpoints';
import { BuriedPointUploadRequestSchema, EventSaveRequestSchema } from './events';
import {
  AgreementDocumentRequestSchema,
  AgreementDocumentSchema,
  CardPopCloseRequestSchema,
  ContractJumpRequestSchema,
  ContractJumpSchema,
  ContractListSchema,
  ContractRequestSchema,
  GoogleScoreRequestSchema,
  LoanConfirmSchema,
  LoanPushRequestSchema,
  LoanPushSchema,
  OrderDetailsSchema,
  OrderRequestSchema,
  ProductRequestSchema,
} from './loans';
import {
  BecauseRequestSchema,
  CulturesRequestSchema,
  CulturesSchema,
  DefineRequestSchema,
  DepushRequestSchema,
  DrownsRequestSchema,
  DrownsSchema,
  MisunderstoodRequestSchema,
  SatireRequestSchema,
  SatireSchema,
  UrlSchema,
} from './variant';
import { z as zod } from 'zod';

export type CallSchemas = { request: z.ZodType; response: z.ZodType };

const empty = zod.null();

export const callSchemas = {
  smsCode: { request: SmsCodeRequestSchema, response: empty },
  login: { request: LoginRequestSchema, response: LoginSchema },
  logout: { request: zod.object({}), response: empty },
  channelTemplate: { request: ChannelTemplateRequestSchema, response: ChannelTemplateSchema },
  getSid: { request: zod.object({}), response: GetSidSchema },
  getSms: { request: GetSmsRequestSchema, response: empty },
  promotionRegister: { request: PromotionRegisterRequestSchema, response: empty },
  trackVisit: { request: TrackVisitRequestSchema, response: empty },
  trackClick: { request: TrackClickRequestSchema, response: empty },
  contactMessage: { request: ContactMessageRequestSchema, response: empty },
  cardInit: { request: CardInitRequestSchema, response: CardInitSchema },
  bindCardNew: { request: BindCardRequestSchema, response: BindCardSchema },
  bindCardChange: { request: BindCardRequestSchema, response: BindCardSchema },
  contactKfInfo: { request: ContactKfInfoRequestSchema, response: ContactKfInfoSchema },
  eventSave: { request: EventSaveRequestSchema, response: empty },
  buriedPointUpload: { request: BuriedPointUploadRequestSchema, response: empty },
  loanDetailConfirm: { request: ProductRequestSchema, response: LoanConfirmSchema },
  loanDetailPush: { request: LoanPushRequestSchema, response: LoanPushSchema },
  contract: { request: ContractRequestSchema, response: ContractListSchema },
  contractJump: { request: ContractJumpRequestSchema, response: ContractJumpSchema },
  agreement: { request: AgreementDocumentRequestSchema, response: AgreementDocumentSchema },
  loanDetails: { request: OrderRequestSchema, response: OrderDetailsSchema },
  googleScore: { request: GoogleScoreRequestSchema, response: empty },
  cardPopClose: { request: CardPopCloseRequestSchema, response: empty },
  satire: { request: SatireRequestSchema, response: SatireSchema },
  cultures: { request: CulturesRequestSchema, response: CulturesSchema },
  misunderstood: { request: MisunderstoodRequestSchema, response: UrlSchema },
  depush: { request: DepushRequestSchema, response: UrlSchema },
  drowns: { request: DrownsRequestSchema, response: DrownsSchema },
  because: { request: BecauseRequestSchema, response: empty },
  define: { request: DefineRequestSchema, response: UrlSchema },
  problemInit: { request: ProblemInitRequestSchema, response: ProblemInitSchema },
  // The file itself arrives as the multipart field problemImage, outside the schema (lib/call.ts).
  uploadProblemImg: { request: zod.object({}), response: UploadedImageSchema },
  problemSave: { request: ProblemSaveRequestSchema, response: ProblemSavedSchema },
  problemList: { request: zod.object({}), response: ProblemListSchema },
  problemDetail: { request: ProblemIdRequestSchema, response: ProblemDetailSchema },
  saveScore: { request: SaveScoreRequestSchema, response: empty },
  generateVcode: { request: GenerateVcodeRequestSchema, response: GenerateVcodeSchema },
  delayInfo: { request: RepayInfoRequestSchema, response: DelayInfoSchema },
  loanPlayDetail: { request: RepayInfoRequestSchema, response: InstalmentInfoSchema },
  paymentStatus: { request: PaymentStatusRequestSchema, response: PaymentStatusSchema },
  paymentRecords: { request: RepayInfoRequestSchema, response: PaymentRecordsSchema },
  repaymentWay: { request: RepaymentWayRequestSchema, response: RepaymentWaySchema },
  repaymentCommit: { request: RepaymentCommitRequestSchema, response: RepaymentCommitSchema },
  repaymentConfirm: { request: RepaymentConfirmRequestSchema, response: empty },
  repaymentHuichao: { request: RepaymentHuichaoRequestSchema, response: UrlSchema },
} satisfies Partial<Record<EndpointKey, CallSchemas>>;

export type BuiltCall = keyof typeof callSchemas;
export type RequestOf<K extends BuiltCall> = z.input<(typeof callSchemas)[K]['request']>;
export type ResponseOf<K extends BuiltCall> = z.output<(typeof callSchemas)[K]['response']>;
