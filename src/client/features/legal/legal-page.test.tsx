import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
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
});
