// The identity context's door: the only file of it another context, a flow, app.ts or a test elsewhere may import.
export {
  accountsOfUser,
  authorizeDebits,
  findAccountForUser,
  getAccount,
  maskedAccountNo,
} from './bank-accounts/bank-accounts.repository';
export type { BankAccountRow } from './bank-accounts/bank-accounts.repository';
export { insertEvents, listEvents } from './events/events.repository';
export { eventHandlers } from './events/events.routes';
export { createOtpStore } from './otp/create-otp-store';
export { databaseOtpStore } from './otp/otp.repository';
export type { OtpStore } from './otp/otp.repository';
export { OTP_MESSAGES, OtpError, issueCode, liveCode, otpDepsOf, verifyCode } from './otp/otp.service';
export { CERTIFY_ITEMS } from './profiles/certify-items';
export {
  DELETE_TEXTS,
  FAULT_REASONS,
  ITEM_NOTICES,
  MENU_TEXTS,
  RULE_REASONS,
  STEP_TEXTS,
} from './profiles/profile-texts';
export { findProfileSteps } from './profiles/profiles.repository';
export { profileHandlers } from './profiles/profiles.routes';
export {
  borrowerIdentity,
  creditSubjects,
  legalNameOfUser,
  maskedPhone,
  profileStatus,
  type CreditSubject,
} from './profiles/profiles.service';
export { psgcPlaces } from './profiles/psgc-places';
export { findSession, revokeSession } from './sessions/sessions.repository';
export { createSession, resolveCaller } from './sessions/sessions.service';
export type { Caller } from './sessions/sessions.service';
export { signInHandlers } from './sign-in/sign-in.routes';
export { SIGN_IN_MESSAGES } from './sign-in/sign-in.service';
export { UPLOAD_MESSAGES } from './uploads/image-processing';
export { attachUploads, profileImagesOf, uploadsOf } from './uploads/uploads.repository';
export { registerFileRoutes } from './uploads/uploads.routes';
export {
  FOREIGN_IMAGE,
  IMAGE_NOT_FOUND,
  storeUpload,
  uploadIdsOf,
  uploadUrl,
} from './uploads/uploads.service';
export {
  findUser,
  findUserByPhone,
  insertUserOnce,
  langOfUser,
  lockUser,
  mobilePhoneOf,
  updateUserLang,
} from './users/users.repository';
export { anonymiseAccountsOfUser } from './bank-accounts/bank-accounts.repository';
export { revokeUserSessions } from './sessions/sessions.repository';
export { deleteUploadRow } from './uploads/uploads.repository';
export {
  anonymiseUserRow,
  findUsersDueForAnonymising,
  lockLiveUser,
  markUserDeleted,
} from './users/users.repository';
export { ANONYMISED_NAME } from './profiles/profile-texts';
export { deleteProfileSteps } from './profiles/profiles.repository';
export { isOwnName, legalNameLine, legalNameOfLine } from './bank-accounts/holder-name';
export type { LegalName } from './bank-accounts/holder-name';
export { ADULT_YEARS, ageOn } from './profiles/age';
export {
  findLiveAccountByNumber,
  insertBankAccount,
  updateAccountName,
} from './bank-accounts/bank-accounts.repository';
