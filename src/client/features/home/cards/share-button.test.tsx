import { act, fireEvent, render, screen } from '@testing-library/react';
import { en } from '../../../../../test/client/english';
import { named } from '../../../../../test/client/server-names';
import { makeRace } from '../../../../../test/domain/fixtures';
import { LINK_COPIED_TOAST_MS } from '../home-timings';
import { ShareButton } from './share-button';

const race = named(makeRace({ id: '2026-italian-grand-prix', name: 'Italian Grand Prix' }));
const LINK = `${window.location.origin}/r/2026-italian-grand-prix`;

function stubNavigator(extra: Record<string, unknown>) {
  for (const [key, value] of Object.entries(extra)) {
    Object.defineProperty(navigator, key, { value, configurable: true, writable: true });
  }
}

afterEach(() => {
  vi.useRealTimers();
  stubNavigator({ share: undefined, clipboard: undefined });
});

describe('ShareButton', () => {
  it('uses the native share sheet where there is one', async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    const writeText = vi.fn();
    stubNavigator({ share, clipboard: { writeText } });
    render(<ShareButton race={race} />);
    await act(async () =>
      fireEvent.click(screen.getByRole('button', { name: 'Share Italian Grand Prix' })),
    );
    expect(share).toHaveBeenCalledWith({ title: 'Italian GP', url: LINK });
    expect(writeText).not.toHaveBeenCalled();
    expect(screen.queryByText(en('home.card.linkCopied'))).not.toBeInTheDocument();
  });

  it('takes a closed share sheet quietly', async () => {
    const abort = Object.assign(new Error('closed'), { name: 'AbortError' });
    stubNavigator({ share: vi.fn().mockRejectedValue(abort) });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    render(<ShareButton race={race} />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /Share/ })));
    expect(warn).not.toHaveBeenCalled();
  });

  it(`copies the link and says so for ${LINK_COPIED_TOAST_MS} ms`, async () => {
    vi.useFakeTimers();
    const writeText = vi.fn().mockResolvedValue(undefined);
    stubNavigator({ share: undefined, clipboard: { writeText } });
    render(<ShareButton race={race} />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /Share/ })));
    expect(writeText).toHaveBeenCalledWith(LINK);
    expect(screen.getByRole('status')).toHaveTextContent(en('home.card.linkCopied'));

    act(() => vi.advanceTimersByTime(LINK_COPIED_TOAST_MS - 1));
    expect(screen.getByRole('status')).toHaveTextContent(en('home.card.linkCopied'));
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });
});
