/**
 * The public page's and the poster's own words, in the console's six languages. They are rendered
 * by the server (no JavaScript on the page), which cannot read the console's catalogues, so they
 * live here; weekday and month names come from date-fns' locales.
 */
import { counted } from './count-text.ts';

export const PUBLIC_LANGUAGES = ['en', 'fr', 'es', 'it', 'ar', 'zh'] as const;
export type PublicLanguage = (typeof PUBLIC_LANGUAGES)[number];

type Texts = {
  hours: string;
  today: string;
  closed: string;
  temporarilyClosed: string;
  specialHours: string;
  viewing: string;
  screens: (n: number) => string;
  soundZones: (n: number) => string;
  bigScreen: string;
  outdoorScreen: string;
  capacity: (n: number) => string;
  broadcasts: string;
  noBroadcasts: string;
  cancelled: string;
  postponed: string;
  calendar: string;
  addMatch: string;
  /** The fans' page of a match at the bar: a table when the bar takes bookings, else "I'm going". */
  bookTable: string;
  going: string;
  timesIn: (zone: string) => string;
  description: (name: string, city: string) => string;
  posterTitle: string;
  posterScan: string;
  print: string;
  week: (from: string, to: string) => string;
  map: string;
  language: string;
  allMatches: string;
  website: string;
  /** The bar's photos' section, and one photo's text for a reader who cannot see it. */
  photos: string;
  photoOf: (bar: string, n: number) => string;
  share: string;
  linkCopied: string;
  /** Between two facts of a line: Arabic and Chinese have their own comma. */
  comma: string;
  /** The bar's prediction leagues: its page's section and the league's poster. */
  leaguesTitle: string;
  leagueJoin: string;
  leagueScan: string;
  housePrize: (prize: string) => string;
  leagueCode: (code: string) => string;
};

export const PUBLIC_TEXTS: Record<PublicLanguage, Texts> = {
  en: {
    hours: 'Opening hours',
    today: 'Today',
    closed: 'Closed',
    temporarilyClosed: 'Temporarily closed',
    specialHours: 'special hours',
    viewing: 'Screens and sound',
    screens: counted('en', { one: '{n} screen', other: '{n} screens' }),
    soundZones: counted('en', { other: '{n} with sound' }),
    bigScreen: 'Big screen or projector',
    outdoorScreen: 'Outdoor screen',
    capacity: (n) => `Room for ${n}`,
    broadcasts: 'Matches shown in the next 14 days',
    noBroadcasts: 'No match announced yet.',
    cancelled: 'Cancelled',
    postponed: 'Postponed',
    calendar: 'Subscribe to this bar’s matches',
    bookTable: 'Book a table',
    going: "I'm going",
    addMatch: 'Add this match to your calendar',
    timesIn: (zone) => `Times in ${zone}`,
    description: (name, city) => `Football on screen at ${name}, ${city}: opening hours and the matches shown.`,
    posterTitle: 'Football this week',
    posterScan: 'Scan for all the matches',
    print: 'Print',
    week: (from, to) => `${from} – ${to}`,
    map: 'Show on the map',
    language: 'Language',
    allMatches: 'All matches',
    website: 'Website',
    photos: 'Photos',
    photoOf: (bar, n) => `${bar}, photo ${n}`,
    share: 'Share',
    linkCopied: 'Link copied',
    comma: ', ',
    leaguesTitle: 'Our prediction league',
    leagueJoin: 'Join our prediction league',
    leagueScan: 'Scan to join, or open',
    housePrize: (prize) => `House prize: ${prize}`,
    leagueCode: (code) => `Code ${code}`,
  },
  fr: {
    hours: 'Horaires d’ouverture',
    today: 'Aujourd’hui',
    closed: 'Fermé',
    temporarilyClosed: 'Fermé temporairement',
    specialHours: 'horaires exceptionnels',
    viewing: 'Écrans et son',
    screens: counted('fr', { one: '{n} écran', many: '{n} d’écrans', other: '{n} écrans' }),
    soundZones: counted('fr', { other: '{n} avec le son' }),
    bigScreen: 'Grand écran ou projecteur',
    outdoorScreen: 'Écran en extérieur',
    capacity: (n) => `${n} places`,
    broadcasts: 'Matchs diffusés dans les 14 prochains jours',
    noBroadcasts: 'Aucun match annoncé pour l’instant.',
    cancelled: 'Annulé',
    postponed: 'Reporté',
    calendar: 'S’abonner aux matchs de ce bar',
    bookTable: 'Réserver une table',
    going: 'J’y vais',
    addMatch: 'Ajouter ce match à votre agenda',
    timesIn: (zone) => `Horaires\u202f: ${zone}`,
    description: (name, city) => `Le football sur écran chez ${name}, ${city} : horaires et matchs diffusés.`,
    posterTitle: 'Le foot cette semaine',
    posterScan: 'Scannez pour tous les matchs',
    print: 'Imprimer',
    week: (from, to) => `${from} – ${to}`,
    map: 'Voir sur la carte',
    language: 'Langue',
    allMatches: 'Tous les matchs',
    website: 'Site web',
    photos: 'Photos',
    photoOf: (bar, n) => `${bar}, photo ${n}`,
    share: 'Partager',
    linkCopied: 'Lien copié',
    comma: ', ',
    leaguesTitle: 'Notre ligue de pronostics',
    leagueJoin: 'Rejoignez notre ligue de pronostics',
    leagueScan: 'Scannez pour rejoindre, ou ouvrez',
    housePrize: (prize) => `Lot de la maison\u202f: ${prize}`,
    leagueCode: (code) => `Code d’invitation\u202f: ${code}`,
  },
  es: {
    hours: 'Horario',
    today: 'Hoy',
    closed: 'Cerrado',
    temporarilyClosed: 'Cerrado temporalmente',
    specialHours: 'horario especial',
    viewing: 'Pantallas y sonido',
    screens: counted('es', { one: '{n} pantalla', many: '{n} de pantallas', other: '{n} pantallas' }),
    soundZones: counted('es', { other: '{n} con sonido' }),
    bigScreen: 'Pantalla grande o proyector',
    outdoorScreen: 'Pantalla exterior',
    capacity: (n) => `Aforo: ${n}`,
    broadcasts: 'Partidos en los próximos 14 días',
    noBroadcasts: 'Todavía no hay partidos anunciados.',
    cancelled: 'Cancelado',
    postponed: 'Aplazado',
    calendar: 'Suscribirse a los partidos de este bar',
    bookTable: 'Reservar mesa',
    going: 'Voy',
    addMatch: 'Añadir este partido a tu calendario',
    timesIn: (zone) => `Horario: ${zone}`,
    description: (name, city) => `Fútbol en pantalla en ${name}, ${city}: horario y partidos.`,
    posterTitle: 'Fútbol esta semana',
    posterScan: 'Escanea para ver todos los partidos',
    print: 'Imprimir',
    week: (from, to) => `${from} – ${to}`,
    map: 'Ver en el mapa',
    language: 'Idioma',
    allMatches: 'Todos los partidos',
    website: 'Sitio web',
    photos: 'Fotos',
    photoOf: (bar, n) => `${bar}, foto ${n}`,
    share: 'Compartir',
    linkCopied: 'Enlace copiado',
    comma: ', ',
    leaguesTitle: 'Nuestra liga de pronósticos',
    leagueJoin: 'Únete a nuestra liga de pronósticos',
    leagueScan: 'Escanea para unirte, o abre',
    housePrize: (prize) => `Premio de la casa: ${prize}`,
    leagueCode: (code) => `Código ${code}`,
  },
  it: {
    hours: 'Orari di apertura',
    today: 'Oggi',
    closed: 'Chiuso',
    temporarilyClosed: 'Chiuso temporaneamente',
    specialHours: 'orario speciale',
    viewing: 'Schermi e audio',
    screens: counted('it', { one: '{n} schermo', many: '{n} di schermi', other: '{n} schermi' }),
    soundZones: counted('it', { other: '{n} con audio' }),
    bigScreen: 'Maxischermo o proiettore',
    outdoorScreen: 'Schermo all’aperto',
    capacity: (n) => `${n} posti`,
    broadcasts: 'Partite trasmesse nei prossimi 14 giorni',
    noBroadcasts: 'Nessuna partita annunciata per ora.',
    cancelled: 'Annullata',
    postponed: 'Rinviata',
    calendar: 'Iscriviti alle partite di questo locale',
    bookTable: 'Prenota un tavolo',
    going: 'Ci vado',
    addMatch: 'Aggiungi questa partita al calendario',
    timesIn: (zone) => `Orari: ${zone}`,
    description: (name, city) => `Il calcio sullo schermo da ${name}, ${city}: orari e partite trasmesse.`,
    posterTitle: 'Il calcio questa settimana',
    posterScan: 'Inquadra per tutte le partite',
    print: 'Stampa',
    week: (from, to) => `${from} – ${to}`,
    map: 'Vedi sulla mappa',
    language: 'Lingua',
    allMatches: 'Tutte le partite',
    website: 'Sito web',
    photos: 'Foto',
    photoOf: (bar, n) => `${bar}, foto ${n}`,
    share: 'Condividi',
    linkCopied: 'Link copiato',
    comma: ', ',
    leaguesTitle: 'La nostra lega di pronostici',
    leagueJoin: 'Entra nella nostra lega di pronostici',
    leagueScan: 'Inquadra per entrare, oppure apri',
    housePrize: (prize) => `Premio della casa: ${prize}`,
    leagueCode: (code) => `Codice ${code}`,
  },
  ar: {
    hours: 'ساعات العمل',
    today: 'اليوم',
    closed: 'مغلق',
    temporarilyClosed: 'مغلق مؤقتًا',
    specialHours: 'ساعات خاصة',
    viewing: 'الشاشات والصوت',
    screens: counted('ar', {
      zero: '{n} شاشة',
      one: 'شاشة واحدة',
      two: 'شاشتان',
      few: '{n} شاشات',
      many: '{n} شاشة',
      other: '{n} شاشة',
    }),
    soundZones: counted('ar', { one: 'واحدة مع الصوت', two: 'اثنتان مع الصوت', other: '{n} مع الصوت' }),
    bigScreen: 'شاشة كبيرة أو جهاز عرض',
    outdoorScreen: 'شاشة في الهواء الطلق',
    capacity: (n) => `السعة: ${n}`,
    broadcasts: 'المباريات المعروضة خلال الأيام الأربعة عشر القادمة',
    noBroadcasts: 'لم يُعلن عن أي مباراة بعد.',
    cancelled: 'ملغاة',
    postponed: 'مؤجلة',
    calendar: 'اشترك في مباريات هذا المقهى',
    bookTable: 'احجز طاولة',
    going: 'سأحضر',
    addMatch: 'أضف هذه المباراة إلى تقويمك',
    timesIn: (zone) => `الأوقات حسب ${zone}`,
    description: (name, city) => `كرة القدم على الشاشة في ${name}، ${city}: ساعات العمل والمباريات المعروضة.`,
    posterTitle: 'كرة القدم هذا الأسبوع',
    posterScan: 'امسح الرمز لرؤية كل المباريات',
    print: 'طباعة',
    week: (from, to) => `${from} – ${to}`,
    map: 'عرض على الخريطة',
    language: 'اللغة',
    allMatches: 'كل المباريات',
    website: 'الموقع الإلكتروني',
    photos: 'الصور',
    photoOf: (bar, n) => `${bar}، الصورة ${n}`,
    share: 'مشاركة',
    linkCopied: 'تم نسخ الرابط',
    comma: '، ',
    leaguesTitle: 'دوري التوقعات لدينا',
    leagueJoin: 'انضم إلى دوري التوقعات لدينا',
    leagueScan: 'امسح الرمز للانضمام، أو افتح',
    housePrize: (prize) => `جائزة المحل: ${prize}`,
    leagueCode: (code) => `الرمز ${code}`,
  },
  zh: {
    hours: '营业时间',
    today: '今天',
    closed: '休息',
    temporarilyClosed: '暂停营业',
    specialHours: '特别营业时间',
    viewing: '屏幕与音响',
    screens: counted('zh', { other: '{n} 块屏幕' }),
    soundZones: counted('zh', { other: '{n} 块有声音' }),
    bigScreen: '大屏幕或投影仪',
    outdoorScreen: '户外屏幕',
    capacity: (n) => `可容纳 ${n} 人`,
    broadcasts: '未来 14 天转播的比赛',
    noBroadcasts: '暂无公布的比赛。',
    cancelled: '已取消',
    postponed: '已延期',
    calendar: '订阅这家酒吧的比赛',
    bookTable: '预订座位',
    going: '我会去',
    addMatch: '将这场比赛添加到日历',
    timesIn: (zone) => `时间：${zone}`,
    description: (name, city) => `${name}（${city}）的足球转播：营业时间和转播的比赛。`,
    posterTitle: '本周足球',
    posterScan: '扫码查看全部比赛',
    print: '打印',
    week: (from, to) => `${from} – ${to}`,
    map: '在地图上查看',
    language: '语言',
    allMatches: '全部比赛',
    website: '网站',
    photos: '照片',
    photoOf: (bar, n) => `${bar}，照片 ${n}`,
    share: '分享',
    linkCopied: '链接已复制',
    comma: '，',
    leaguesTitle: '本店竞猜联赛',
    leagueJoin: '加入本店竞猜联赛',
    leagueScan: '扫码加入，或打开',
    housePrize: (prize) => `店内奖品：${prize}`,
    leagueCode: (code) => `邀请码 ${code}`,
  },
};

/** What a broadcast's row says when its match will not be played as planned; empty when it will. */
export function calledOff(status: string, lang: PublicLanguage): string {
  if (status === 'CANC') return PUBLIC_TEXTS[lang].cancelled;
  return status === 'POSTP' ? PUBLIC_TEXTS[lang].postponed : '';
}
