import { BYTE_BUDGET_MAX_ADDRESSES, createByteBudget } from './byte-budget';

const MINUTE = 60_000;
const T0 = 1_750_000_020_000 - (1_750_000_020_000 % MINUTE);

describe('createByteBudget', () => {
  it('lets an address spend up to its budget in a minute, and refuses the rest whole', () => {
    const budget = createByteBudget(1000);
    expect(budget.take('a', 600, T0)).toBe(true);
    expect(budget.take('a', 400, T0 + 1)).toBe(true);
    expect(budget.take('a', 1, T0 + 2)).toBe(false);
    // Another address has its own budget.
    expect(budget.take('b', 1000, T0 + 3)).toBe(true);
  });

  it('refuses a spend that would cross the budget without spending any of it', () => {
    const budget = createByteBudget(1000);
    expect(budget.take('a', 900, T0)).toBe(true);
    expect(budget.take('a', 200, T0)).toBe(false);
    expect(budget.take('a', 100, T0)).toBe(true);
  });

  it('refills every budget when the minute turns, and says how long that is', () => {
    const budget = createByteBudget(1000);
    expect(budget.take('a', 1000, T0 + 59_000)).toBe(true);
    expect(budget.take('a', 1, T0 + 59_500)).toBe(false);
    expect(budget.retryAfterSeconds(T0 + 59_500)).toBe(1);
    expect(budget.retryAfterSeconds(T0)).toBe(60);
    expect(budget.take('a', 1000, T0 + MINUTE)).toBe(true);
  });

  it('puts addresses past the tracking limit into one shared budget', () => {
    const budget = createByteBudget(10);
    for (let i = 0; i < BYTE_BUDGET_MAX_ADDRESSES; i += 1) budget.take(`a${i}`, 1, T0);
    expect(budget.take('newcomer-1', 10, T0)).toBe(true);
    expect(budget.take('newcomer-2', 1, T0)).toBe(false);
    // Addresses already tracked keep their own.
    expect(budget.take('a0', 9, T0)).toBe(true);
  });
});
