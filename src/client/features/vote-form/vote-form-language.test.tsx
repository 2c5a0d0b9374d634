import { act, screen } from '@testing-library/react';
import { jsonResponse, stubVoteServer, VOTE_OK } from '../../../../test/client/fetch-stub';
import {
  button,
  rate,
  renderVoteForm,
  starButton,
  status,
  vote,
} from '../../../../test/client/vote-form-render';
import de from '../../../domain/i18n/messages/de/index';
import english from '../../../domain/i18n/messages/en/index';
import { STORAGE_KEYS } from '../../../domain/site/storage-keys';
import { activateLanguage } from '../../i18n/language-store';

beforeEach(() => {
  vi.useFakeTimers();
  activateLanguage('de', de);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the vote form in German', () => {
  it('titles the stars and names each by its German word', () => {
    stubVoteServer();
    renderVoteForm();
    expect(screen.getByRole('region', { name: 'LAS VEGAS GP' })).toBeVisible();
    expect(screen.getByRole('group', { name: 'Dieses Rennen war' })).toBeVisible();
    expect(starButton(1)).toHaveAccessibleName('1 Stern: Sch***e');
    expect(starButton(5)).toHaveAccessibleName('5 Sterne: ganz großes Kino');
  });

  it('asks for the factors and the watch mode in German', async () => {
    stubVoteServer();
    const user = renderVoteForm();
    await rate(user, 4);
    expect(
      screen.getByRole('group', {
        name: 'Wähle bis zu 3 Vibe-Faktoren, die echt für Spannung gesorgt haben – sonst überspringen',
      }),
    ).toBeVisible();
    expect(button(/Überholmanöver/)).toHaveAttribute(
      'title',
      'Rad-an-Rad-Duelle, die auf der Strecke Plätze getauscht haben',
    );
    expect(screen.getByText('0 von 3 gewählt')).toBeVisible();
    await user.click(button(/Wetterchaos/));
    expect(screen.getByText('1 von 3 gewählt')).toBeVisible();
    await user.click(button('Weiter'));
    expect(button('GANZES RENNEN')).toBeVisible();
    expect(button('Zurück')).toBeVisible();
  });

  it('confirms the vote in German', async () => {
    stubVoteServer(() => jsonResponse(200, VOTE_OK));
    const user = renderVoteForm();
    await vote(user, 2, 'HIGHLIGHTS');
    expect(status()).toHaveTextContent('Stimme erfolgreich abgegeben');
  });

  it("words a server refusal by its code, not the server's English", async () => {
    localStorage.setItem(STORAGE_KEYS.sessionToken, 'kept');
    const serverSentence = 'Voting is not open for the Las Vegas Grand Prix.';
    stubVoteServer(() => jsonResponse(409, { error: serverSentence, code: 'VOTING_CLOSED' }));
    const user = renderVoteForm();
    await vote(user, 2, 'GANZES RENNEN');
    expect(status()).toHaveTextContent(
      'Fehler: Für dieses Rennen läuft keine Abstimmung: Stimmen nimmt nur das Rennen an, das gerade bewertet wird.',
    );
  });

  it('switches back to English at once, the form kept where it was', async () => {
    stubVoteServer();
    const user = renderVoteForm();
    await rate(user, 1);
    expect(button('Zurück')).toBeVisible();
    act(() => activateLanguage('en', english));
    expect(button('Previous')).toBeVisible();
    expect(button('FULL RACE')).toBeVisible();
  });
});
