import { encodeLocalizedPayload, localizedPayload } from './localized-payload';

describe('a queued alert in every language', () => {
  it('gives each subscriber the payload of their language', () => {
    const stored = encodeLocalizedPayload((language) => ({ title: `title-${language}` }));
    const payloadFor = localizedPayload(stored);
    expect(JSON.parse(payloadFor('de'))).toEqual({ title: 'title-de' });
    expect(JSON.parse(payloadFor('pt-BR'))).toEqual({ title: 'title-pt-BR' });
    expect(JSON.parse(payloadFor('en'))).toEqual({ title: 'title-en' });
  });

  it('sends an alert queued before languages existed to everyone as it was', () => {
    const old = JSON.stringify({ kind: 'results', title: 'Las Vegas GP rated 4.3 — Great' });
    expect(localizedPayload(old)('ja')).toBe(old);
    expect(localizedPayload('not json')('fr')).toBe('not json');
  });
});
