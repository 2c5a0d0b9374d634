import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { en } from '../../../../test/client/english';
import { currentSearch, monaco, renderExplorer } from '../../../../test/client/explorer-season';
import german from '../../../domain/i18n/messages/de/index';
import { createTranslate } from '../../../domain/i18n/translate';
import { writeRaceNames } from '../../../domain/races/written-race-names';
import { ratingLabelMessage } from '../../../domain/voting/vocabulary-messages';
import { activateLanguage } from '../../i18n/language-store';

afterEach(() => vi.unstubAllGlobals());

const de = createTranslate('de', german);
/** Monaco as the German press writes it, as the server names it for a German page. */
const monacoInGerman = writeRaceNames(monaco, 'de').short;

/**
 * The page in German: its words at once, then its races' names once they are read again
 * in German (decision 0157), which the test waits for as a fan would.
 */
async function inGerman() {
  act(() => activateLanguage('de', german));
  await screen.findByRole('row', { name: new RegExp(monacoInGerman) });
}

describe('Race Explorer in another language', () => {
  it('switches every word, date and number to German at once', async () => {
    await renderExplorer();
    act(() => activateLanguage('de', german));
    // The words switch at once, before the races' names are read again.
    expect(screen.getByRole('heading', { level: 1, name: de('explorer.title') })).toBeVisible();
    expect(screen.getByRole('row', { name: /Monaco GP/ })).toBeVisible();
    await screen.findByRole('row', { name: new RegExp(monacoInGerman) });

    expect(screen.getByRole('heading', { level: 1, name: de('explorer.title') })).toBeVisible();
    expect(de('explorer.title')).not.toBe(en('explorer.title'));
    expect(document.title).toBe(`${de('explorer.title')} | GP Vibes`);
    expect(screen.getByRole('table', { name: de('explorer.table.caption') })).toBeVisible();
    expect(screen.getByRole('button', { name: de('explorer.column.rating') })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent(
      de('explorer.count.mixed', { count: 5, past: 4, current: 1 }),
    );
    expect(
      screen.getByText(de('explorer.note.launch', { product: 'GP Vibes', launch: 'Mai 2025' })),
    ).toBeVisible();

    const row = screen.getByRole('row', { name: new RegExp(monacoInGerman) });
    expect(row).toHaveTextContent('5,0');
    expect(row).toHaveTextContent('25. Mai 2025');
    expect(
      within(row).getByRole('button', {
        name: de('explorer.row.detailsFor', { race: monacoInGerman }),
      }),
    ).toBeVisible();
  });

  it('keeps the English filter values in the link while the labels are German', async () => {
    const user = userEvent.setup();
    await renderExplorer();
    await inGerman();

    await user.click(screen.getByRole('checkbox', { name: de(ratingLabelMessage('Cinema')) }));
    await user.selectOptions(
      screen.getByRole('combobox', { name: de('explorer.filters.kind') }),
      de('explorer.kind.sprint'),
    );
    expect(currentSearch()).toBe('?vibes=Cinema&kind=sprint');
    expect(
      screen.getByRole('heading', { name: de('explorer.filters.titleActive', { count: 2 }) }),
    ).toBeVisible();
  });

  it('shows the empty text in the language', async () => {
    const user = userEvent.setup();
    await renderExplorer('?vibes=Meh');
    act(() => activateLanguage('de', german));
    expect(screen.getByText(de('explorer.empty'))).toBeVisible();
    await user.click(screen.getByRole('button', { name: de('explorer.filters.clear') }));
    expect(currentSearch()).toBe('');
    // Every race back, each named in German once the read in German lands.
    await screen.findByRole('row', { name: new RegExp(monacoInGerman) });
  });
});
