// @module-tag once: pure rules, no database
import { describe, expect, it } from 'vitest';
import { decide, isFilipino, RULES, type DecisionInputs } from './credit-rules';
import { ageOn } from '../../identity/index';

const inputs = (overrides: Partial<DecisionInputs> = {}): DecisionInputs => ({
  businessDate: '2026-11-21',
  amount: 300000,
  termDays: 91,
  profileComplete: true,
  profileNext: null,
  ageYears: 30,
  nationality: 'Filipino',
  openOrderIds: [],
  pendingReviewIds: [],
  payoutAccountId: 'ba-1',
  product: { id: 'p', minAmount: 100000, maxAmount: 500000, stepAmount: 50000, termOptions: [91, 120] },
  rangeIssue: '',
  limitAmount: 300000,
  loansRepaid: 0,
  loansRepaidOnTime: 0,
  idNumberElsewhere: false,
  ...overrides,
});

describe('credit rules', () => {
  it('counts whole years: 18 on the birthday, not the day before; no age from an impossible date', () => {
    expect(ageOn('2008-11-21', '2026-11-21')).toBe(18);
    expect(ageOn('2008-11-22', '2026-11-21')).toBe(17);
    expect(ageOn('2008-02-29', '2026-02-28')).toBe(17);
    expect(ageOn('2008-02-29', '2026-03-01')).toBe(18);
    expect(ageOn('2001-02-30', '2026-11-21')).toBeNull();
    expect(ageOn('', '2026-11-21')).toBeNull();
  });

  it('reads Filipino nationality as the word or the code', () => {
    expect(['Filipino', ' filipino ', 'PH', 'PHL', 'Philippines'].map(isFilipino)).toEqual([
      true,
      true,
      true,
      true,
      true,
    ]);
    expect(['American', '', null].map(isFilipino)).toEqual([false, false, false]);
  });

  it('judges every rule, and the first failure in order is the reason', () => {
    const approved = decide(inputs());
    expect(approved.outcome).toBe('approved');
    expect(approved.rules.map((r) => r.rule)).toEqual([...RULES]);
    expect(approved.rules.every((r) => r.passed && r.reason === 'Passed.')).toBe(true);
    // No profile at all: the borrower reads the one thing to do, though age and nationality fail too.
    const bare = decide(
      inputs({ profileComplete: false, ageYears: null, nationality: null, payoutAccountId: null }),
    );
    expect(bare.outcome).toBe('declined');
    expect(bare.reason).toBe('Please complete your profile before you apply.');
    expect(bare.rules.filter((r) => !r.passed).map((r) => r.rule)).toEqual([
      'profile',
      'age',
      'nationality',
      'account',
    ]);
    // A decline wins over a hold; a hold alone is a review.
    expect(decide(inputs({ idNumberElsewhere: true, amount: 350000 })).outcome).toBe('declined');
    expect(decide(inputs({ idNumberElsewhere: true })).outcome).toBe('review');
  });
});
