import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { en } from '../../../../test/client/english';
import { sportBestRacesPath } from '../../../domain/site/routes';
import { BestRacesLink } from './best-races-link';

describe('the home page leads to the best races of all time in one tap', () => {
  it.each([
    ['/', '/best-races'],
    ['/motogp', sportBestRacesPath('motogp')],
    ['/f1-academy', sportBestRacesPath('f1-academy')],
  ])("%s's home links %s", (path, to) => {
    render(
      <MemoryRouter initialEntries={[path]}>
        <BestRacesLink />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: en('home.bestRacesLink') })).toHaveAttribute(
      'href',
      to,
    );
  });
});
