/** Real competitions and clubs for the demo set; colours feed the locally generated emblems. */
export type Club = { name: string; code: string; colors: [string, string] };
export type League = { name: string; slug: string; country: string; color: string; clubs: Club[] };

const club = (name: string, code: string, primary: string, secondary: string): Club => ({
  name,
  code,
  colors: [primary, secondary],
});

export const LEAGUES: League[] = [
  {
    name: 'Premier League',
    slug: 'premier-league',
    country: 'England',
    color: '#3d195b',
    clubs: [
      club('Arsenal', 'ARS', '#EF0107', '#FFFFFF'),
      club('Aston Villa', 'AVL', '#670E36', '#95BFE5'),
      club('Chelsea', 'CHE', '#034694', '#FFFFFF'),
      club('Everton', 'EVE', '#003399', '#FFFFFF'),
      club('Liverpool', 'LIV', '#C8102E', '#F6EB61'),
      club('Manchester City', 'MCI', '#6CABDD', '#1C2C5B'),
      club('Manchester United', 'MUN', '#DA291C', '#FBE122'),
      club('Newcastle United', 'NEW', '#241F20', '#FFFFFF'),
      club('Tottenham Hotspur', 'TOT', '#132257', '#FFFFFF'),
      club('West Ham United', 'WHU', '#7A263A', '#1BB1E7'),
      club('Brighton & Hove Albion', 'BHA', '#0057B8', '#FFFFFF'),
      club('Crystal Palace', 'CRY', '#1B458F', '#C4122E'),
    ],
  },
  {
    name: 'LaLiga',
    slug: 'laliga',
    country: 'Spain',
    color: '#ee8707',
    clubs: [
      club('Real Madrid', 'RMA', '#FFFFFF', '#FEBE10'),
      club('FC Barcelona', 'BAR', '#A50044', '#004D98'),
      club('Atlético Madrid', 'ATM', '#CB3524', '#272E61'),
      club('Sevilla FC', 'SEV', '#D71A28', '#FFFFFF'),
      club('Real Sociedad', 'RSO', '#0067B1', '#FFFFFF'),
      club('Real Betis', 'BET', '#00954C', '#FFFFFF'),
      club('Villarreal CF', 'VIL', '#FFE667', '#005187'),
      club('Athletic Club', 'ATH', '#EE2523', '#FFFFFF'),
      club('Valencia CF', 'VAL', '#FFFFFF', '#EE3524'),
      club('Girona FC', 'GIR', '#CD2534', '#FFFFFF'),
    ],
  },
  {
    name: 'Serie A',
    slug: 'serie-a',
    country: 'Italy',
    color: '#008fd7',
    clubs: [
      club('Juventus', 'JUV', '#000000', '#FFFFFF'),
      club('Inter', 'INT', '#0068A8', '#000000'),
      club('AC Milan', 'MIL', '#FB090B', '#000000'),
      club('SSC Napoli', 'NAP', '#12A0D7', '#FFFFFF'),
      club('AS Roma', 'ROM', '#8E1F2F', '#F0BC42'),
      club('SS Lazio', 'LAZ', '#87D8F7', '#FFFFFF'),
      club('Atalanta', 'ATA', '#1E71B8', '#000000'),
      club('ACF Fiorentina', 'FIO', '#482E92', '#FFFFFF'),
      club('Bologna FC', 'BOL', '#1A2F48', '#A21C26'),
      club('Torino FC', 'TOR', '#8A1E03', '#FFFFFF'),
    ],
  },
  {
    name: 'Bundesliga',
    slug: 'bundesliga',
    country: 'Germany',
    color: '#d20515',
    clubs: [
      club('FC Bayern München', 'FCB', '#DC052D', '#0066B2'),
      club('Borussia Dortmund', 'BVB', '#FDE100', '#000000'),
      club('Bayer 04 Leverkusen', 'B04', '#E32221', '#000000'),
      club('RB Leipzig', 'RBL', '#DD0741', '#FFFFFF'),
      club('Eintracht Frankfurt', 'SGE', '#E1000F', '#000000'),
      club('VfB Stuttgart', 'VFB', '#FFFFFF', '#E32219'),
      club('VfL Wolfsburg', 'WOB', '#65B32E', '#FFFFFF'),
      club('Borussia Mönchengladbach', 'BMG', '#000000', '#00B140'),
      club('SC Freiburg', 'SCF', '#000000', '#E2001A'),
      club('Werder Bremen', 'SVW', '#1D9053', '#FFFFFF'),
    ],
  },
  {
    name: 'Ligue 1',
    slug: 'ligue-1',
    country: 'France',
    color: '#091c3e',
    clubs: [
      club('Paris Saint-Germain', 'PSG', '#004170', '#DA291C'),
      club('Olympique de Marseille', 'OM', '#2FAEE0', '#FFFFFF'),
      club('Olympique Lyonnais', 'OL', '#FFFFFF', '#DA0812'),
      club('AS Monaco', 'ASM', '#E51B22', '#FFFFFF'),
      club('LOSC Lille', 'LIL', '#E01E13', '#20325F'),
      club('OGC Nice', 'NIC', '#C8102E', '#000000'),
      club('Stade Rennais', 'REN', '#E13327', '#000000'),
      club('RC Lens', 'RCL', '#FFE500', '#E30613'),
      club('FC Nantes', 'FCN', '#FCD405', '#00953D'),
      club('RC Strasbourg', 'RCS', '#009FE3', '#FFFFFF'),
    ],
  },
  {
    name: 'Romanian SuperLiga',
    slug: 'romanian-superliga',
    country: 'Romania',
    color: '#002b7f',
    clubs: [
      club('FCSB', 'FCSB', '#E30613', '#003DA5'),
      club('CFR Cluj', 'CFR', '#7A1F2B', '#FFFFFF'),
      club('Universitatea Craiova', 'UCV', '#0050A0', '#FFFFFF'),
      club('Rapid București', 'RAP', '#7B1E3A', '#FFFFFF'),
      club('Dinamo București', 'DIN', '#E2001A', '#FFFFFF'),
      club('Farul Constanța', 'FAR', '#0033A0', '#FFFFFF'),
      club('Universitatea Cluj', 'UCJ', '#000000', '#FFFFFF'),
      club('Petrolul Ploiești', 'PET', '#FFD200', '#1F3A93'),
      club('Sepsi OSK', 'SEP', '#D2232A', '#FFFFFF'),
      club('Oțelul Galați', 'OTE', '#C8102E', '#FFFFFF'),
    ],
  },
];

/** The Champions League draws on the leagues' clubs: the first four of each, plus FCSB. */
export const CHAMPIONS_LEAGUE = {
  name: 'UEFA Champions League',
  slug: 'uefa-champions-league',
  country: 'Europe',
  color: '#0e1e5b',
};

export function championsLeagueClubs(): Club[] {
  return LEAGUES.flatMap((league) => league.clubs.slice(0, league.country === 'Romania' ? 1 : 4));
}
