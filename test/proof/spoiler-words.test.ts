import { findSpoilers } from './spoiler-words';

describe('findSpoilers', () => {
  it.each([
    ['Verstappen took it', ['Verstappen']],
    ['a late move by HÜLKENBERG', ['HÜLKENBERG']],
    ['Pérez was quick', ['Pérez']],
    ['who won?', ['won']],
    ['Norris wins!', ['Norris', 'wins']],
    ['from pole to P1', ['pole', 'P1']],
    ['on the podium', ['podium']],
    ['a crash at turn 1', ['crash']],
    ['the new champion', ['champion']],
    ['he finished first', ['finished first']],
    ['a famous victory', ['victory']],
    ['¿Quién ganó?', ['ganó']],
    ['o vencedor no pódio', ['vencedor', 'pódio']],
    ['le vainqueur du jour', ['vainqueur']],
    ['der Sieger steht fest', ['Sieger']],
    ['una vittoria storica', ['vittoria']],
    ['de winnaar is bekend', ['winnaar']],
    ['今日の優勝は', ['優勝']],
    ['3位でフィニッシュ', ['3位']],
    ['he takes the red plate', ['red plate']],
    ['a perfect holeshot', ['holeshot']],
    ['straight to victory lane', ['victory lane']],
    ['Palou drinks the milk', ['Palou', 'drinks the milk']],
    ['he kisses the bricks', ['kisses the bricks']],
    ['into the Fast Six', ['Fast Six']],
    ['the final duel at Tokyo', ['final duel']],
    ['a first feature win', ['feature win']],
    ['Super Licence points secured', ['Super Licence points']],
    ['a title decider that clinches it', ['title decider', 'clinches']],
    ['Márquez se proclama campeón', ['Márquez', 'se proclama campeón']],
    ['Bagnaia bebe o leite', ['Bagnaia', 'bebe o leite']],
    ['il embrasse les briques', ['embrasse les briques']],
    ['er trinkt die Milch', ['trinkt die Milch']],
    ['bacia i mattoni', ['bacia i mattoni']],
    ['hij pakt de titel', ['pakt de titel']],
    ['ホールショットを決めた', ['ホールショット']],
  ])('flags %j', (text, found) => {
    expect(findSpoilers(text)).toEqual(found);
  });

  it.each([
    'Rated Great by 12 fans — best way to watch: Full Race',
    'A wonderful race, worth your Sunday',
    'World Championship round 5',
    'Abu Dhabi GP: voting is open',
    'Polestar, Stroller, Oconee, crashes-free P10 labels',
    'Poles apart, P10 and P12',
    'Una carrera de cine, vota ahora',
    'Die Siegerländer Fans: Sieglinde und Siegfried bewerten',
    'このレースを評価しよう',
    'MotoGP Qatar GP Sprint: voting is open',
    'F2 Bahrain Feature Race, F2 Bahrain Sprint Race',
    'IndyCar Indianapolis 500 · Formel E · Jeddah E-Prix, Race 2',
    'Milk chocolate and brick walls, a red platypus',
  ])('lets %j through', (text) => {
    expect(findSpoilers(text)).toEqual([]);
  });
});
