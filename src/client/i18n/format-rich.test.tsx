import { render } from '@testing-library/react';
import type { Translate } from '../../domain/i18n/messages/catalogue';
import { formatRich } from './format-rich';

// A stand-in translate that fills placeholders the way an ICU message does.
const fill =
  (message: string): Translate =>
  (_id, values = {}) =>
    message.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name]));

describe('formatRich', () => {
  it('puts each element where the translation places it, values filled as text', () => {
    const t = fill('{link} にある {count} 件の{term}');
    const { container } = render(
      <p>
        {formatRich(
          t,
          'pages.support.follow',
          { link: <a href="/x">the forum</a>, term: <strong>votes</strong> },
          { count: 3 },
        )}
      </p>,
    );
    expect(container.innerHTML).toBe(
      '<p><a href="/x">the forum</a> にある 3 件の<strong>votes</strong></p>',
    );
  });

  it('renders a placeholder used twice both times', () => {
    const t = fill('{b} and {b}');
    const { container } = render(<p>{formatRich(t, 'pages.support.follow', { b: <b>x</b> })}</p>);
    expect(container.innerHTML).toBe('<p><b>x</b> and <b>x</b></p>');
  });
});
