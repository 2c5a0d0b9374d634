import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { en } from '../../../../test/client/english';
import { makeTally, modes } from '../../../../test/domain/fixtures';
import { SWIPE_THRESHOLD_PX } from '../../../domain/site/swipe-gesture';
import { RaceDetailTabs } from './race-detail-tabs';

const tally = makeTally('monaco', { '5': 6, '4': 2 }, { viewModes: modes({ 'Full Race': 8 }) });

function renderTabs() {
  render(<RaceDetailTabs tally={tally} raceName="Monaco GP" />);
  return screen.getByRole('tablist', { name: 'Monaco GP details' }).parentElement as HTMLElement;
}

const selectedTab = () => screen.getByRole('tab', { selected: true }).textContent;

function swipe(area: HTMLElement, dx: number, dy = 0, withLiftPoint = true) {
  const start = { clientX: 200, clientY: 300 };
  const end = { clientX: 200 + dx, clientY: 300 + dy };
  fireEvent.touchStart(area, { touches: [start], changedTouches: [start] });
  fireEvent.touchMove(area, { touches: [end], changedTouches: [end] });
  fireEvent.touchEnd(area, withLiftPoint ? { touches: [], changedTouches: [end] } : {});
}

describe('RaceDetailTabs', () => {
  it('is a tab list whose tabs control their panels', () => {
    renderTabs();
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Rating & Watch', 'Vibe Factors']);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    expect(tabs[0]).toHaveAttribute('tabindex', '0');
    expect(tabs[1]).toHaveAttribute('tabindex', '-1');
    const panel = screen.getByRole('tabpanel');
    expect(panel).toHaveAttribute('id', tabs[0]?.getAttribute('aria-controls'));
    expect(panel).toHaveAccessibleName('Rating & Watch');
    expect(panel).toHaveTextContent('Rating Breakdown');
    expect(panel).toHaveTextContent('Best Way to Watch');
  });

  it('switches on a tap', async () => {
    const user = userEvent.setup();
    renderTabs();
    await user.click(screen.getByRole('tab', { name: 'Vibe Factors' }));
    expect(selectedTab()).toBe('Vibe Factors');
    expect(screen.getByRole('tabpanel')).toHaveTextContent(en('common.breakdown.noFactors'));
  });

  it('moves with the arrow keys (wrapping), Home and End, carrying focus', async () => {
    const user = userEvent.setup();
    renderTabs();
    await user.tab();
    expect(screen.getByRole('tab', { name: 'Rating & Watch' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(selectedTab()).toBe('Vibe Factors');
    expect(screen.getByRole('tab', { name: 'Vibe Factors' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(selectedTab()).toBe('Rating & Watch');
    await user.keyboard('{ArrowLeft}');
    expect(selectedTab()).toBe('Vibe Factors');
    await user.keyboard('{Home}');
    expect(selectedTab()).toBe('Rating & Watch');
    await user.keyboard('{End}');
    expect(selectedTab()).toBe('Vibe Factors');
  });

  it('switches on a horizontal swipe past the threshold, both ways', () => {
    const area = renderTabs();
    swipe(area, -(SWIPE_THRESHOLD_PX + 10));
    expect(selectedTab()).toBe('Vibe Factors');
    swipe(area, -(SWIPE_THRESHOLD_PX + 10));
    expect(selectedTab()).toBe('Vibe Factors'); // no wrap at the last tab
    swipe(area, SWIPE_THRESHOLD_PX + 10);
    expect(selectedTab()).toBe('Rating & Watch');
  });

  it.each([
    ['a short swipe', -(SWIPE_THRESHOLD_PX - 10), 0],
    ['a swipe of exactly the threshold', -SWIPE_THRESHOLD_PX, 0],
    ['a vertical scroll', -(SWIPE_THRESHOLD_PX + 10), 200],
  ])('ignores %s', (_name, dx, dy) => {
    const area = renderTabs();
    swipe(area, dx, dy);
    expect(selectedTab()).toBe('Rating & Watch');
  });

  it('uses the last move when the lift-off carries no point', () => {
    const area = renderTabs();
    swipe(area, -(SWIPE_THRESHOLD_PX + 1), 0, false);
    expect(selectedTab()).toBe('Vibe Factors');
  });
});
