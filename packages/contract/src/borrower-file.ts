// The borrower's whole file for staff (issue 28): search by phone, name, order number or a gateway or payout
// reference, one page per borrower, and the credit review queue of applications the rules held.

export const borrowerFileCalls = {};
