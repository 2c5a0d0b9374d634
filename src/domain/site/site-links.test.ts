import { SPORT_INFO } from '../sports/sports';
import {
  communitySettingName,
  isHttpUrl,
  NO_SITE_LINKS,
  parseSiteLinks,
  siteLinksElement,
  siteLinksFrom,
} from './site-links';

describe('isHttpUrl', () => {
  it.each([
    ['https://ko-fi.com/gpvibes', true],
    ['http://forum.example/f1', true],
    ['javascript:alert(1)', false],
    ['data:text/html,hi', false],
    ['//forum.example', false],
    ['https://', false],
    ['', false],
    [42, false],
  ])('%j → %s', (value, expected) => {
    expect(isHttpUrl(value)).toBe(expected);
  });
});

describe('siteLinksFrom', () => {
  it("shows no feedback or tip link unset, and each series' own forum", () => {
    const links = siteLinksFrom({});
    expect(links.feedback).toBeNull();
    expect(links.tip).toBeNull();
    expect(links.community.motogp).toBe(SPORT_INFO.motogp.communityUrl);
    expect(links.community.indycar).toBe(SPORT_INFO.indycar.communityUrl);
  });

  it("takes a sport's own forum over every sport's, and 'off' at either level shows none", () => {
    const links = siteLinksFrom({
      community: 'https://forum.example/',
      communityBySport: { motogp: 'https://motogp.example/', f2: 'off' },
    });
    expect(links.community.motogp).toBe('https://motogp.example/');
    expect(links.community.formula1).toBe('https://forum.example/');
    expect(links.community.f2).toBeUndefined();
    expect(siteLinksFrom({ community: 'off' }).community).toEqual({});
  });

  it('names each sport its own setting', () => {
    expect(communitySettingName('f1-academy')).toBe('COMMUNITY_URL_F1_ACADEMY');
    expect(communitySettingName('formula1')).toBe('COMMUNITY_URL_FORMULA1');
  });
});

describe('parseSiteLinks and siteLinksElement', () => {
  it('reads back what the page carries', () => {
    const links = siteLinksFrom({ feedback: 'https://feedback.example/?a=1&b=<2>' });
    const element = siteLinksElement(links);
    expect(element).not.toContain('<2>');
    const json = /<script[^>]*>(.*)<\/script>/.exec(element)?.[1] ?? '';
    expect(parseSiteLinks(JSON.parse(json))).toEqual(links);
  });

  it.each([null, 'x', { feedback: 'javascript:alert(1)', community: { motogp: 'ftp://x' } }])(
    'reads %j as no links',
    (value) => {
      expect(parseSiteLinks(value)).toEqual(NO_SITE_LINKS);
    },
  );
});
