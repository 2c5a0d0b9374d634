import { slugify } from '../races/race-names';

// A race's `location` is the circuit as fans name it, one name per circuit across the
// years (docs/decisions/0147). Sources name a town instead ('Nevers' for Magny-Cours), or
// the same circuit two ways ('Spa' and 'Spa-Francorchamps'), and a page that groups the
// races at one circuit reads the name. Race ids are built from names, never from places,
// so renaming a place moves no race.

/** A place a source names that fans know by another name, from a season to a season. */
interface CircuitRename {
  circuit: string;
  /** The first and last season the place meant this circuit; every season when unset. */
  from?: number;
  to?: number;
}

/** By the slug of the source's place; the first rename whose seasons hold applies. */
export const CIRCUIT_RENAMES: Readonly<Record<string, readonly CircuitRename[]>> = {
  'abu-dhabi': [{ circuit: 'Yas Marina' }],
  // Barcelona's Grands Prix were at Pedralbes, then on Montjuïc, then at Montmeló.
  barcelona: [
    { circuit: 'Pedralbes', to: 1954 },
    { circuit: 'Montjuïc', from: 1966, to: 1975 },
  ],
  berlin: [{ circuit: 'AVUS', to: 1959 }],
  bern: [{ circuit: 'Bremgarten' }],
  bowmanville: [{ circuit: 'Mosport' }],
  casablanca: [{ circuit: 'Ain-Diab' }],
  catalunya: [{ circuit: 'Barcelona' }],
  doha: [{ circuit: 'Lusail' }],
  fawkham: [{ circuit: 'Brands Hatch' }],
  'greater-noida': [{ circuit: 'Buddh' }],
  'heusden-zolder': [{ circuit: 'Zolder' }],
  'jerez-de-la-frontera': [{ circuit: 'Jerez' }],
  // Caesars Palace's car park, long before the Strip's circuit.
  'las-vegas': [{ circuit: 'Caesars Palace', to: 1982 }],
  'le-castellet': [{ circuit: 'Paul Ricard' }],
  leicestershire: [{ circuit: 'Donington' }],
  lisbon: [{ circuit: 'Monsanto' }],
  // Jarama until 1981; the Madrid of today's calendars is a new circuit in the town.
  madrid: [{ circuit: 'Jarama', to: 1981 }],
  'miami-gardens': [{ circuit: 'Miami' }],
  midrand: [{ circuit: 'Kyalami' }],
  montmelo: [{ circuit: 'Barcelona' }],
  // 'Montréal' and 'Montreal' are one circuit.
  montreal: [{ circuit: 'Montreal' }],
  nevers: [{ circuit: 'Magny-Cours' }],
  nurburg: [{ circuit: 'Nürburgring' }],
  oyama: [{ circuit: 'Fuji' }],
  porto: [{ circuit: 'Boavista' }],
  'rio-de-janeiro': [{ circuit: 'Jacarepaguá' }],
  'sao-paulo': [{ circuit: 'São Paulo' }],
  'scarperia-e-san-piero': [{ circuit: 'Mugello' }],
  singapore: [{ circuit: 'Marina Bay' }],
  spa: [{ circuit: 'Spa-Francorchamps' }],
};

/**
 * Every circuit name a race may show, of every series: a place a source names that is not
 * here and not renamed fails the data test, so a new circuit is named on purpose.
 */
export const CIRCUIT_NAMES: readonly string[] = [
  // Formula 1, its archive and its feeder series.
  ...['Adelaide', 'Aida', 'Ain-Diab', 'Aintree', 'Anderstorp', 'Austin', 'AVUS', 'Baku'],
  ...['Barcelona', 'Boavista', 'Brands Hatch', 'Bremgarten', 'Buddh', 'Budapest'],
  ...['Buenos Aires', 'Caesars Palace', 'Clermont-Ferrand', 'Dallas', 'Detroit'],
  ...['Dijon', 'Donington'],
  ...['East London', 'Estoril', 'Fuji', 'Hockenheim', 'Imola', 'Indianapolis', 'Istanbul'],
  ...['Jacarepaguá', 'Jarama', 'Jeddah', 'Jerez', 'Kyalami', 'Las Vegas', 'Le Mans'],
  ...['Long Beach', 'Lusail', 'Madrid', 'Magny-Cours', 'Marina Bay', 'Melbourne'],
  ...['Mexico City', 'Miami', 'Monsanto', 'Mont-Tremblant', 'Monte Carlo', 'Montjuïc'],
  ...['Montreal', 'Monza', 'Mosport', 'Mugello', 'Nivelles', 'Nürburgring'],
  ...['Paul Ricard', 'Pedralbes', 'Pescara', 'Phoenix', 'Portimão', 'Reims', 'Riverside'],
  ...['Rouen', 'Sakhir', 'São Paulo', 'Sebring', 'Sepang', 'Shanghai', 'Silverstone'],
  ...['Sochi', 'Spa-Francorchamps', 'Spielberg', 'Suzuka', 'Valencia', 'Watkins Glen'],
  ...['Yas Marina', 'Yeongam', 'Zandvoort', 'Zeltweg', 'Zolder'],
  // MotoGP.
  ...['Aragón', 'Assen', 'Balaton Park', 'Brno', 'Buriram', 'Goiânia', 'Mandalika'],
  ...['Misano', 'Motegi', 'Phillip Island', 'Red Bull Ring', 'Sachsenring'],
  'Termas de Río Hondo',
  // Formula E's towns.
  ...['Berlin', 'Jakarta', 'London', 'Sanya', 'Tokyo'],
  // IndyCar's venues.
  ...['Arlington', 'Avondale', 'Birmingham', 'Elkhart Lake', 'Lexington', 'Madison'],
  ...['Markham', 'Milwaukee', 'Monterey', 'Nashville', 'Newton', 'Portland'],
  ...['St. Petersburg', 'Thermal', 'Toronto', 'Washington, D.C.'],
];

/** The circuit fans name for a place a source gives in a season; the place itself otherwise. */
export function circuitName(place: string, season: number): string {
  const renames = CIRCUIT_RENAMES[slugify(place)] ?? [];
  const rename = renames.find(
    ({ from, to }) => (from === undefined || season >= from) && (to === undefined || season <= to),
  );
  return rename ? rename.circuit : place;
}

/** The races with each one's place read as its circuit's name (ids and all else kept). */
export function withCircuitNames<R extends { location: string; season: number }>(
  races: readonly R[],
): R[] {
  return races.map((race) => ({ ...race, location: circuitName(race.location, race.season) }));
}

/** Whether a name is one of the circuits the table knows. */
export function isKnownCircuit(name: string): boolean {
  return CIRCUIT_NAMES.includes(name);
}
