import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { en } from '../../../../test/client/english';
import { PRODUCT_NAME } from '../../../domain/constants';
import {
  DEVICE_LINK_MAX_DATA_CHARS,
  decodeDeviceLinkData,
  deviceLinkDataOf,
  encodeDeviceLinkData,
} from '../../../domain/my-races/device-link';
import { EMPTY_MY_RACES, type MyRaces, withMark } from '../../../domain/my-races/my-races';
import { myRaces } from '../../shared/my-races/my-races-store';
import { DeviceLinkImport } from './device-link-import';
import { SendToDevice } from './send-to-device';

const AT = '2026-11-27T12:00:00.000Z';
const sent: MyRaces = {
  ...['a', 'b', 'c'].reduce<MyRaces>(
    (state, id, i) => withMark(state, id, i === 0 ? 'watched' : 'to-watch', AT),
    EMPTY_MY_RACES,
  ),
  shield: 'unwatched',
};

let location = { pathname: '', search: '', hash: '' };
function LocationProbe() {
  location = useLocation();
  return null;
}

function renderAt(entry: string, page = <DeviceLinkImport />) {
  render(
    <MemoryRouter initialEntries={[entry]}>
      <Routes>
        <Route path="/my-races" element={page} />
        <Route path="/motogp/my-races" element={page} />
      </Routes>
      <LocationProbe />
    </MemoryRouter>,
  );
}

const holds = en('myRaces.link.holds', { races: 3, watched: 1, toWatch: 2 });

beforeEach(() => {
  myRaces.mark('here', 'watched');
});

// The QR library loads on demand. Its first load here is the test runner transforming it,
// which on a loaded machine once took longer than any wait a test should hold (the QR code
// came after the test had given up); loaded once beforehand, the tests below time the
// component, which still imports it when the panel opens.
beforeAll(async () => {
  await import('uqr');
}, 60_000);

describe('a link from another device', () => {
  it('shows what it holds and imports it only on a tap, then leaves the address', async () => {
    const before = myRaces.get();
    renderAt(`/motogp/my-races?x=1#import=${await encodeDeviceLinkData(sent)}`);
    expect(await screen.findByText(holds, {}, { timeout: 10_000 })).toBeVisible();
    expect(
      screen.getByText(en('myRaces.link.shield', { scope: en('myRaces.shield.unwatched') })),
    ).toBeVisible();
    expect(myRaces.get()).toBe(before);
    fireEvent.click(screen.getByRole('button', { name: en('myRaces.link.import') }));
    expect(myRaces.get()).toEqual(sent);
    expect(screen.getByRole('status')).toHaveTextContent(en('myRaces.file.imported', { count: 3 }));
    expect(location).toMatchObject({ pathname: '/motogp/my-races', search: '?x=1', hash: '' });
  });

  it('changes nothing on Cancel, and leaves the address', async () => {
    const before = myRaces.get();
    renderAt(`/my-races#import=${await encodeDeviceLinkData(sent)}`);
    fireEvent.click(
      await screen.findByRole('button', { name: en('myRaces.link.cancel') }, { timeout: 10_000 }),
    );
    expect(screen.queryByText(holds)).toBeNull();
    expect(myRaces.get()).toBe(before);
    expect(location.hash).toBe('');
  });

  it.each([
    [
      'damaged',
      (data: string) => `${data.slice(0, 20)}${data[20] === 'A' ? 'B' : 'A'}${data.slice(21)}`,
      'myRaces.link.damaged',
    ],
    ['cut short', (data: string) => data.slice(0, data.length - 8), 'myRaces.link.damaged'],
    ['too long', () => 'A'.repeat(DEVICE_LINK_MAX_DATA_CHARS + 1), 'myRaces.link.tooLong'],
  ] as const)(
    'refuses a %s link in its own words and changes nothing',
    async (_name, spoil, words) => {
      const before = myRaces.get();
      renderAt(`/my-races#import=${spoil(await encodeDeviceLinkData(sent))}`);
      // Decoding is asynchronous (a stream): a loaded machine may take a while.
      expect(await screen.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent(
        en(words, { product: PRODUCT_NAME }),
      );
      expect(screen.queryByRole('button', { name: en('myRaces.link.import') })).toBeNull();
      expect(myRaces.get()).toBe(before);
      await waitFor(() => expect(location.hash).toBe(''));
    },
  );

  it('shows nothing on a page opened without a link', () => {
    renderAt('/my-races#top');
    expect(screen.queryByRole('region')).toBeNull();
    expect(location.hash).toBe('#top');
  });
});

describe('sending to another device', () => {
  it('gives a link to this page holding this device’s marks, and its QR code', async () => {
    myRaces.replace(sent);
    renderAt('/motogp/my-races', <SendToDevice />);
    const open = screen.getByRole('button', { name: en('myRaces.link.send') });
    expect(open).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(open);
    expect(open).toHaveAttribute('aria-expanded', 'true');
    // The link is deflated by a stream and the QR library loads on demand: a loaded machine
    // may take seconds.
    const field = await screen.findByLabelText<HTMLInputElement>(
      en('myRaces.link.field'),
      {},
      { timeout: 10_000 },
    );
    const link = new URL(field.value);
    expect(link.pathname).toBe('/motogp/my-races');
    expect(await decodeDeviceLinkData(deviceLinkDataOf(link.hash) ?? '')).toEqual({
      ok: true,
      myRaces: sent,
    });
    expect(
      await screen.findByRole('img', { name: en('myRaces.link.qr') }, { timeout: 10_000 }),
    ).toBeVisible();
    expect(screen.queryByText(en('myRaces.link.tooLongForQr'))).toBeNull();
  });

  it('says when the link is too long for a QR code, and still offers it', async () => {
    let many = EMPTY_MY_RACES;
    for (let i = 0; i < 400; i++) many = withMark(many, `race-${i}-${i * 7919}`, 'to-watch', AT);
    myRaces.replace(many);
    renderAt('/my-races', <SendToDevice />);
    fireEvent.click(screen.getByRole('button', { name: en('myRaces.link.send') }));
    expect(
      await screen.findByText(en('myRaces.link.tooLongForQr'), {}, { timeout: 10_000 }),
    ).toBeVisible();
    expect(screen.getByLabelText(en('myRaces.link.field'))).toBeVisible();
    expect(screen.queryByRole('img')).toBeNull();
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    fireEvent.click(screen.getByRole('button', { name: en('myRaces.link.copy') }));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(en('myRaces.link.copied')),
    );
    expect(writeText).toHaveBeenCalledWith(
      (screen.getByLabelText(en('myRaces.link.field')) as HTMLInputElement).value,
    );
  });
});
