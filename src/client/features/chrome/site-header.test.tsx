import { act, fireEvent, render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { MemoryRouter } from 'react-router';
import { HEADER_SHRINK_SCROLL_PX } from '../../../domain/site/screen-rules';
import { THEMES } from '../../../domain/site/themes';
import { COLOUR_CYCLE_START_MS, COLOUR_CYCLE_STEP_MS } from '../../../domain/site/timing-rules';
import { SiteHeader } from './site-header';

function renderHeader() {
  render(
    <MemoryRouter>
      <SiteHeader
        menuOpen={false}
        menuId="menu"
        onToggleMenu={() => {}}
        onOpenLivery={() => {}}
        menuButtonRef={createRef()}
      />
    </MemoryRouter>,
  );
  return screen.getByRole('banner');
}

const headerAccent = (header: HTMLElement) => header.style.getPropertyValue('--accent');

describe('SiteHeader', () => {
  afterEach(() => {
    vi.useRealTimers();
    window.scrollY = 0;
  });

  it.each([
    [0, false],
    [HEADER_SHRINK_SCROLL_PX, false],
    [HEADER_SHRINK_SCROLL_PX + 1, true],
  ])('at %i px of scroll the header is shrunk: %s', (scroll, shrunk) => {
    const header = renderHeader();
    act(() => {
      window.scrollY = scroll;
      fireEvent.scroll(window);
    });
    expect(header.classList.contains('site-header--shrunk')).toBe(shrunk);
  });

  it('replays the colour cycle through every livery when the logo is clicked', () => {
    vi.useFakeTimers();
    const header = renderHeader();
    fireEvent.click(screen.getByRole('link', { name: /GP Vibes/ }));
    act(() => vi.advanceTimersByTime(COLOUR_CYCLE_START_MS - 1));
    expect(headerAccent(header)).toBe('');
    THEMES.forEach((theme, step) => {
      act(() => vi.advanceTimersByTime(step === 0 ? 1 : COLOUR_CYCLE_STEP_MS));
      expect(headerAccent(header)).toBe(theme.primary);
      expect(header).toHaveAttribute('data-cycling', 'true');
    });
    act(() => vi.advanceTimersByTime(COLOUR_CYCLE_STEP_MS));
    expect(headerAccent(header)).toBe('');
    expect(header).not.toHaveAttribute('data-cycling');
  });

  it('restarts the cycle when the logo is clicked again mid-way', () => {
    vi.useFakeTimers();
    const header = renderHeader();
    const logo = screen.getByRole('link', { name: /GP Vibes/ });
    fireEvent.click(logo);
    act(() => vi.advanceTimersByTime(COLOUR_CYCLE_START_MS));
    act(() => vi.advanceTimersByTime(COLOUR_CYCLE_STEP_MS));
    act(() => vi.advanceTimersByTime(COLOUR_CYCLE_STEP_MS));
    expect(headerAccent(header)).toBe(THEMES[2].primary);
    fireEvent.click(logo);
    expect(headerAccent(header)).toBe('');
    act(() => vi.advanceTimersByTime(COLOUR_CYCLE_START_MS));
    expect(headerAccent(header)).toBe(THEMES[0].primary);
  });

  it('restarts the wait when the logo is clicked again before the first livery', () => {
    vi.useFakeTimers();
    const header = renderHeader();
    const logo = screen.getByRole('link', { name: /GP Vibes/ });
    fireEvent.click(logo);
    act(() => vi.advanceTimersByTime(COLOUR_CYCLE_START_MS - 1));
    fireEvent.click(logo);
    act(() => vi.advanceTimersByTime(COLOUR_CYCLE_START_MS - 1));
    expect(headerAccent(header)).toBe('');
    act(() => vi.advanceTimersByTime(1));
    expect(headerAccent(header)).toBe(THEMES[0].primary);
  });

  it('shows every livery in turn even when the page is too busy to run its timers on time', () => {
    vi.useFakeTimers();
    const header = renderHeader();
    fireEvent.click(screen.getByRole('link', { name: /GP Vibes/ }));
    const shown: string[] = [];
    // Each act is one long task: all the time it stands for passes before React renders.
    for (let task = 0; task <= THEMES.length; task += 1) {
      act(() =>
        vi.advanceTimersByTime(COLOUR_CYCLE_START_MS + THEMES.length * COLOUR_CYCLE_STEP_MS),
      );
      shown.push(headerAccent(header));
    }
    expect(shown).toEqual([...THEMES.map((t) => t.primary), '']);
  });
});
