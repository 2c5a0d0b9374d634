import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import ja from '../../../domain/i18n/messages/ja/index';
import { activateLanguage } from '../../i18n/language-store';
import LegalPage from './legal-page';

describe('LegalPage', () => {
  it('shows the privacy policy and terms, dated June 2025, with a way back home', () => {
    render(
      <MemoryRouter>
        <LegalPage />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Privacy Policy' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Terms of Service' })).toBeInTheDocument();
    expect(screen.getAllByText('Last updated: June 2025')).toHaveLength(2);
    for (const link of screen.getAllByRole('link', { name: /Back to GP Vibes/ })) {
      expect(link).toHaveAttribute('href', '/');
    }
    expect(screen.getByText(/anonymous identity token/)).toBeInTheDocument();
    expect(screen.getByText(/without your IP address/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'No third parties' })).toBeInTheDocument();
  });

  it('reads in Japanese, the date in the Japanese way', () => {
    activateLanguage('ja', ja);
    render(
      <MemoryRouter>
        <LegalPage />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'プライバシーポリシー' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: '利用規約' })).toBeVisible();
    expect(screen.getAllByText('最終更新：2025年6月')).toHaveLength(2);
    expect(screen.getByText('匿名IDトークン')).toBeVisible();
  });
});
