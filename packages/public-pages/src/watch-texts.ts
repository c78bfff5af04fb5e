import type { PublicLanguage } from './public-texts.ts';
import { counted } from './count-text.ts';

/**
 * The words of the fans' match pages (/watch and /watch/{id}) in the six languages, beside the
 * bar page's (public-texts.ts): server-drawn pages cannot read the console's catalogues.
 */
type WatchTexts = {
  title: string;
  description: string;
  search: string;
  city: string;
  find: string;
  all: string;
  barCount: (n: number) => string;
  noMatches: string;
  previous: string;
  next: string;
  matchTitle: (home: string, away: string) => string;
  matchDescription: (home: string, away: string, bars: string) => string;
  bars: string;
  noBars: string;
  nearMe: string;
  locating: string;
  denied: string;
  filter: string;
  km: (km: string) => string;
  withSound: string;
  postponed: string;
  cancelled: string;
  live: string;
  liveScore: (score: string) => string;
  fullTime: string;
  fullTimeScore: (score: string) => string;
  allMatches: string;
  nearestFirst: string;
  predictTitle: string;
  inGame: (championship: string) => string;
  predict: string;
  signInToPlay: string;
  addToCalendar: string;
  /** The fans' page of the match at a bar: a table, "I'm going". */
  bookOrGo: string;
  /** Fans going to a bar for the match ("I'm going" or a booking). */
  going: (n: number) => string;
  directions: string;
};

export const WATCH_TEXTS: Record<PublicLanguage, WatchTexts> = {
  en: {
    title: 'Where to watch football',
    description: 'The matches of the next 14 days and the bars showing them, near you or in your city.',
    search: 'Team or competition',
    city: 'City',
    find: 'Search',
    all: 'All matches',
    barCount: counted('en', { none: 'No bar yet', one: '{n} bar', other: '{n} bars' }),
    noMatches: 'No match found.',
    previous: 'Previous',
    next: 'Next',
    matchTitle: (home, away) => `Where to watch ${home} – ${away}`,
    matchDescription: (home, away, n) => `${home} – ${away}: ${n}. Find a bar showing it near you.`,
    bars: 'Bars showing it',
    noBars: 'No bar shows this match yet.',
    nearMe: 'Bars near me',
    locating: 'Finding your position…',
    denied: 'Your position is not available. Filter by city instead.',
    filter: 'Filter',
    km: (km) => `${km} km`,
    withSound: 'with sound',
    postponed: 'This match is postponed.',
    cancelled: 'This match is cancelled.',
    live: 'Live now',
    liveScore: (score) => `Live ${score}`,
    fullTime: 'Full time',
    fullTimeScore: (score) => `Full time ${score}`,
    allMatches: 'All matches',
    nearestFirst: 'Nearest first',
    predictTitle: 'Predict the score',
    inGame: (name) => `This match is part of ${name}, our prediction game.`,
    predict: 'Play',
    signInToPlay: 'Sign in to play',

    bookOrGo: "Book a table · I'm going",
    going: counted('en', { one: '{n} fan going', other: '{n} fans going' }),
    addToCalendar: 'Add to calendar',
    directions: 'Directions',
  },
  fr: {
    title: 'Où regarder le football',
    description: 'Les matchs des 14 prochains jours et les bars qui les diffusent, près de vous ou dans votre ville.',
    search: 'Équipe ou compétition',
    city: 'Ville',
    find: 'Rechercher',
    all: 'Tous les matchs',
    barCount: counted('fr', {
      none: 'Aucun bar pour l’instant',
      one: '{n} bar',
      many: '{n} de bars',
      other: '{n} bars',
    }),
    noMatches: 'Aucun match trouvé.',
    previous: 'Précédent',
    next: 'Suivant',
    matchTitle: (home, away) => `Où regarder ${home} – ${away}`,
    matchDescription: (home, away, n) => `${home} – ${away} : ${n}. Trouvez un bar qui le diffuse près de vous.`,
    bars: 'Bars qui le diffusent',
    noBars: 'Aucun bar ne diffuse ce match pour l’instant.',
    nearMe: 'Bars près de moi',
    locating: 'Recherche de votre position…',
    denied: 'Votre position n’est pas disponible. Filtrez par ville.',
    filter: 'Filtrer',
    km: (km) => `${km} km`,
    withSound: 'avec le son',
    postponed: 'Ce match est reporté.',
    cancelled: 'Ce match est annulé.',
    live: 'En direct',
    liveScore: (score) => `En direct ${score}`,
    fullTime: 'Fin du match',
    fullTimeScore: (score) => `Fin du match ${score}`,
    allMatches: 'Tous les matchs',
    nearestFirst: 'Les plus proches d’abord',
    predictTitle: 'Pronostiquez le score',
    inGame: (name) => `Ce match fait partie de ${name}, notre jeu de pronostics.`,
    predict: 'Jouer',
    signInToPlay: 'Se connecter pour jouer',

    bookOrGo: 'Réserver · J’y vais',
    going: counted('fr', { one: '{n} fan y va', many: '{n} de fans y vont', other: '{n} fans y vont' }),
    addToCalendar: 'Ajouter à l’agenda',
    directions: 'Itinéraire',
  },
  es: {
    title: 'Dónde ver el fútbol',
    description: 'Los partidos de los próximos 14 días y los bares que los emiten, cerca de ti o en tu ciudad.',
    search: 'Equipo o competición',
    city: 'Ciudad',
    find: 'Buscar',
    all: 'Todos los partidos',
    barCount: counted('es', { none: 'Ningún bar todavía', one: '{n} bar', many: '{n} de bares', other: '{n} bares' }),
    noMatches: 'No se encontró ningún partido.',
    previous: 'Anterior',
    next: 'Siguiente',
    matchTitle: (home, away) => `Dónde ver ${home} – ${away}`,
    matchDescription: (home, away, n) => `${home} – ${away}: ${n}. Encuentra un bar que lo emita cerca de ti.`,
    bars: 'Bares que lo emiten',
    noBars: 'Ningún bar emite este partido todavía.',
    nearMe: 'Bares cerca de mí',
    locating: 'Buscando tu posición…',
    denied: 'Tu posición no está disponible. Filtra por ciudad.',
    filter: 'Filtrar',
    km: (km) => `${km} km`,
    withSound: 'con sonido',
    postponed: 'Este partido está aplazado.',
    cancelled: 'Este partido está cancelado.',
    live: 'En directo',
    liveScore: (score) => `En directo ${score}`,
    fullTime: 'Final',
    fullTimeScore: (score) => `Final ${score}`,
    allMatches: 'Todos los partidos',
    nearestFirst: 'Los más cercanos primero',
    predictTitle: 'Pronostica el resultado',
    inGame: (name) => `Este partido forma parte de ${name}, nuestro juego de pronósticos.`,
    predict: 'Jugar',
    signInToPlay: 'Inicia sesión para jugar',

    bookOrGo: 'Reservar · Voy',
    going: counted('es', { one: '{n} aficionado va', many: '{n} de aficionados van', other: '{n} aficionados van' }),
    addToCalendar: 'Añadir al calendario',
    directions: 'Cómo llegar',
  },
  it: {
    title: 'Dove vedere il calcio',
    description: 'Le partite dei prossimi 14 giorni e i bar che le trasmettono, vicino a te o nella tua città.',
    search: 'Squadra o competizione',
    city: 'Città',
    find: 'Cerca',
    all: 'Tutte le partite',
    barCount: counted('it', { none: 'Ancora nessun bar', one: '{n} bar', many: '{n} di bar', other: '{n} bar' }),
    noMatches: 'Nessuna partita trovata.',
    previous: 'Precedente',
    next: 'Successiva',
    matchTitle: (home, away) => `Dove vedere ${home} – ${away}`,
    matchDescription: (home, away, n) => `${home} – ${away}: ${n}. Trova un bar che la trasmette vicino a te.`,
    bars: 'Bar che la trasmettono',
    noBars: 'Nessun bar trasmette ancora questa partita.',
    nearMe: 'Bar vicino a me',
    locating: 'Ricerca della tua posizione…',
    denied: 'La tua posizione non è disponibile. Filtra per città.',
    filter: 'Filtra',
    km: (km) => `${km} km`,
    withSound: 'con audio',
    postponed: 'Questa partita è rinviata.',
    cancelled: 'Questa partita è annullata.',
    live: 'In diretta',
    liveScore: (score) => `In diretta ${score}`,
    fullTime: 'Finale',
    fullTimeScore: (score) => `Finale ${score}`,
    allMatches: 'Tutte le partite',
    nearestFirst: 'Prima i più vicini',
    predictTitle: 'Pronostica il risultato',
    inGame: (name) => `Questa partita fa parte di ${name}, il nostro gioco dei pronostici.`,
    predict: 'Gioca',
    signInToPlay: 'Accedi per giocare',

    bookOrGo: 'Prenota · Ci vado',
    going: counted('it', { one: '{n} tifoso ci va', many: '{n} di tifosi ci vanno', other: '{n} tifosi ci vanno' }),
    addToCalendar: 'Aggiungi al calendario',
    directions: 'Indicazioni',
  },
  ar: {
    title: 'أين تشاهد كرة القدم',
    description: 'مباريات الأيام الأربعة عشر القادمة والحانات التي تعرضها، قربك أو في مدينتك.',
    search: 'فريق أو بطولة',
    city: 'المدينة',
    find: 'بحث',
    all: 'كل المباريات',
    barCount: counted('ar', {
      none: 'لا توجد حانة بعد',
      one: 'حانة واحدة',
      two: 'حانتان',
      few: '{n} حانات',
      many: '{n} حانة',
      other: '{n} حانة',
    }),
    noMatches: 'لم يتم العثور على أي مباراة.',
    previous: 'السابق',
    next: 'التالي',
    matchTitle: (home, away) => `أين تشاهد ${home} – ${away}`,
    matchDescription: (home, away, n) => `${home} – ${away}: ${n}. اعثر على حانة تعرضها قربك.`,
    bars: 'الحانات التي تعرضها',
    noBars: 'لا تعرض أي حانة هذه المباراة بعد.',
    nearMe: 'الحانات القريبة مني',
    locating: 'جارٍ تحديد موقعك…',
    denied: 'موقعك غير متاح. صفِّ حسب المدينة.',
    filter: 'تصفية',
    km: (km) => `${km} كم`,
    withSound: 'مع الصوت',
    postponed: 'هذه المباراة مؤجلة.',
    cancelled: 'هذه المباراة ملغاة.',
    live: 'مباشر الآن',
    liveScore: (score) => `مباشر ${score}`,
    fullTime: 'انتهت المباراة',
    fullTimeScore: (score) => `انتهت المباراة ${score}`,
    allMatches: 'كل المباريات',
    nearestFirst: 'الأقرب أولًا',
    predictTitle: 'توقّع النتيجة',
    inGame: (name) => `هذه المباراة ضمن ${name}، لعبة التوقعات لدينا.`,
    predict: 'العب',
    signInToPlay: 'سجّل الدخول لتلعب',

    bookOrGo: 'احجز · سأحضر',
    going: counted('ar', {
      zero: 'لا أحد سيحضر',
      one: 'مشجع واحد سيحضر',
      two: 'مشجعان سيحضران',
      few: '{n} مشجعين سيحضرون',
      many: '{n} مشجعًا سيحضرون',
      other: '{n} مشجع سيحضرون',
    }),
    addToCalendar: 'أضف إلى التقويم',
    directions: 'الاتجاهات',
  },
  zh: {
    title: '去哪儿看球',
    description: '未来 14 天的比赛以及转播它们的酒吧，就在你附近或你的城市。',
    search: '球队或赛事',
    city: '城市',
    find: '搜索',
    all: '全部比赛',
    barCount: counted('zh', { none: '暂无酒吧', other: '{n} 家酒吧' }),
    noMatches: '没有找到比赛。',
    previous: '上一页',
    next: '下一页',
    matchTitle: (home, away) => `去哪儿看 ${home} – ${away}`,
    matchDescription: (home, away, n) => `${home} – ${away}：${n}。找一家离你近的转播酒吧。`,
    bars: '转播的酒吧',
    noBars: '暂时没有酒吧转播这场比赛。',
    nearMe: '我附近的酒吧',
    locating: '正在获取你的位置…',
    denied: '无法获取你的位置。请按城市筛选。',
    filter: '筛选',
    km: (km) => `${km} 公里`,
    withSound: '有声音',
    postponed: '这场比赛已延期。',
    cancelled: '这场比赛已取消。',
    live: '正在直播',
    liveScore: (score) => `直播中 ${score}`,
    fullTime: '全场结束',
    fullTimeScore: (score) => `全场结束 ${score}`,
    allMatches: '全部比赛',
    nearestFirst: '由近及远',
    predictTitle: '预测比分',
    inGame: (name) => `本场比赛属于${name}，我们的竞猜游戏。`,
    predict: '参与竞猜',
    signInToPlay: '登录参与竞猜',

    bookOrGo: '预订 · 我会去',
    going: counted('zh', { other: '{n} 位球迷会去' }),
    addToCalendar: '添加到日历',
    directions: '路线',
  },
};
