import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { en } from '../../../../test/client/english';
import type { ShieldScope, WatchMark } from '../../../domain/my-races/my-races';
import { myRaces } from './my-races-store';
import { SpoilerShield } from './spoiler-shield';

const RACE_ID = '2026-monaco-grand-prix';
const VERDICT = '4.6 Cinema';

function renderShield(props: { compact?: boolean } = {}) {
  const user = userEvent.setup();
  const view = render(
    <SpoilerShield raceId={RACE_ID} wayToWatch={<p>FULL RACE</p>} {...props}>
      <p>{VERDICT}</p>
    </SpoilerShield>,
  );
  return { user, ...view };
}
const reveal = () => screen.queryByRole('button', { name: en('common.shield.reveal') });

describe('SpoilerShield', () => {
  it('gives a fan who never marked a race the verdict as it was, with no wrapper', () => {
    const { container } = renderShield();
    expect(container.innerHTML).toBe(`<p>${VERDICT}</p>`);
    expect(reveal()).toBeNull();
  });

  it.each<[ShieldScope, WatchMark | null, boolean]>([
    ['to-watch', 'to-watch', true],
    ['to-watch', 'watched', false],
    ['to-watch', null, false],
    ['unwatched', null, true],
    ['unwatched', 'watched', false],
    ['off', 'to-watch', false],
  ])('scope %s, mark %s: hidden %s', (scope, mark, hidden) => {
    myRaces.update({ shield: scope });
    myRaces.mark(RACE_ID, mark);
    renderShield();
    expect(screen.queryByText(VERDICT) === null).toBe(hidden);
    expect(reveal() !== null).toBe(hidden);
    if (hidden) expect(screen.getByText(en('common.shield.hidden'))).toBeVisible();
  });

  it.each([
    [false, false],
    [true, true],
  ])('with "show the way to watch" %s, the best way to watch shows: %s', (allowed, shown) => {
    myRaces.update({ showWayToWatch: allowed });
    myRaces.mark(RACE_ID, 'to-watch');
    renderShield();
    expect(screen.queryByText('FULL RACE') !== null).toBe(shown);
  });

  it('says it short in a table cell', () => {
    myRaces.mark(RACE_ID, 'to-watch');
    renderShield({ compact: true });
    expect(screen.getByText(en('common.shield.hiddenShort'))).toBeVisible();
  });

  it('reveals on request, keeps it on the device, and moves focus to the verdict', async () => {
    myRaces.mark(RACE_ID, 'to-watch');
    const { user } = renderShield();
    await user.click(reveal()!);
    const verdict = screen.getByText(VERDICT);
    expect(verdict.parentElement).toHaveFocus();
    expect(myRaces.get().revealed).toEqual([RACE_ID]);
  });

  it('hides again when the fan marks the race still to watch once more', async () => {
    myRaces.mark(RACE_ID, 'to-watch');
    const { user } = renderShield();
    await user.click(reveal()!);
    act(() => myRaces.mark(RACE_ID, 'to-watch'));
    expect(screen.queryByText(VERDICT)).toBeNull();
    await user.click(reveal()!);
    expect(screen.getByText(VERDICT).parentElement).toHaveFocus();
  });
});
