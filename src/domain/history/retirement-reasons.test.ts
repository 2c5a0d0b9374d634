import { retirementKind } from './retirement-reasons';

describe('retirementKind', () => {
  it.each([
    ['Collision', 'collision'],
    ['Collision damage', 'collision'],
    ['Accident', 'collision'],
    ['Spun off', 'collision'],
    ['Spin', 'collision'],
    ['Fatal accident', 'collision'],
    ['Engine', 'failure'],
    ['Gearbox', 'failure'],
    ['Power unit', 'failure'],
    ['Out of fuel', 'failure'],
    ['Puncture', 'failure'],
    ['Mechenical', 'failure'],
    ['Illegal floor', 'other'],
    ['Withdrew', 'other'],
    ['Physical', 'other'],
    ['Car seized by police', 'other'],
    ['Safety concerns', 'other'],
    ['Retirement', 'other'],
    ['', 'other'],
    [null, 'other'],
  ] as const)('reads %j as %s', (reason, kind) => {
    expect(retirementKind(reason)).toBe(kind);
  });
});
