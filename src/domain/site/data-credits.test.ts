import { F1DB_CREDIT } from './data-credits';

describe('data credits', () => {
  it("gives F1DB's credit exactly as its licence asks", () => {
    expect(F1DB_CREDIT).toBe(
      'F1DB by Marcel Schaap / f1db contributors, https://github.com/f1db/f1db, licensed CC BY 4.0',
    );
  });
});
