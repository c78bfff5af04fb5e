/**
 * Every message the server or the contract writes for people, by its stable code. The code is the
 * message's key in the console's `validation` catalogue (apps/web/src/locales/<lng>/validation.json),
 * which holds its text in each of the six languages; the English text here is what the API writes
 * in `message`. A `{{name}}` stands for a part that varies; it travels in the error body's `params`.
 *
 * To add a message: a camelCase code here with its English text, the same key in the six
 * validation catalogues, and the English text used in the contract schema or the server
 * (a constant, or `messageText(code, params)`). The catalogue test fails when one is missing.
 */
export const MESSAGES = {
  allFieldsRequired: 'All fields are required',
  facebookNotUrl: 'Facebook needs to be an url',
  websiteNotUrl: 'Website needs to be an url',
  barFieldTooLong: 'Each field can have at most 300 characters',
  barSaved: 'Bar details saved',
  fieldRequired: 'This field is required!',
  howItWorksEmpty: 'How it works should not be empty',
  championshipNameEmpty: 'Championship Name should not be empty',
  allTimePrizesMin: 'All Time Prizes should be bigger than 0',
  dailyPrizesMin: 'Daily Prizes should be bigger or equal than 0',
  weeklyPrizesMin: 'Weekly Prizes should be bigger or equal than 0',
  championshipStakeEmpty: 'Championship Stake should not be empty',
  championshipLogoEmpty: 'Championship Logo should not be empty',
  championshipCoverEmpty: 'Championship Cover should not be empty',
  prizesEmpty: 'Prizes should not be empty',
  matchesEmpty: 'Matches should not be empty',
  prizeNameEmpty: 'Prize Name should not be empty',
  prizePhotoEmpty: 'Prize Photo should not be empty',
  prizeDescriptionsMandatory: 'All prize description fields are mandatory',
  questionTitleEmpty: 'Questions title should not be empty',
  answersEmpty: 'Answers should not be empty',
  answersTooFew: 'Question should have at least 2 answers',
  answerTooLong: 'Answer is too long',
  tooManyAnswers: 'A question has at most 20 answers',
  prizeCountsWhole: 'Prize counts are whole numbers',
  prizesPerPeriodMax: 'At most 1000 prizes per period',
  prizeNameTooLong: 'Prize Name is too long',
  championshipNameTooLong: 'Championship Name is too long',
  championshipStakeTooLong: 'Championship Stake is too long',
  tooManyPrizes: 'At most 200 prizes',
  tooManyQuestions: 'At most 200 questions',
  tooManyChampionshipMatches: 'At most 1000 matches per championship',
  textTooLong: 'Text is too long',
  descriptionTooLong: 'Description is too long',
  passwordHint: 'At least 8 characters, one uppercase, one lowercase and one number',
  passwordRequired: 'Password is required',
  passwordTooLong: 'Password is too long',
  oldPasswordRequired: 'Old password is required',
  nameRequired: 'Name is required',
  nameTooLong: 'Name is too long',
  emailNotValid: 'Email is not valid',
  emailTooLong: 'Email is too long',
  resetLinkNotValid: 'The reset link is not valid',
  invalidCredentials: 'Invalid email or password',
  forgotPasswordAnswer: 'If an account exists for this email, we have sent a link to reset the password.',
  tooManyRequests: 'Too many requests. Please try again later.',
  pictureNotHttps: 'The picture must be an https address',
  pictureAddressTooLong: 'The picture address is too long',
  ratingRange: 'Rating is between 0 and 5',
  reasonTooLong: 'The reason is too long (at most 500 characters)',
  searchTextTooLong: 'Search text is too long',
  theSearchTextTooLong: 'The search text is too long',
  searchTooShort: 'Type at least {{min}} characters to search',
  tooManyDates: 'Too many dates',
  tooManyLabels: 'Too many labels',
  matchDateInvalid: 'Dates must be real days written as dd.mm.yyyy',
  atMost100Characters: 'At most 100 characters',
  colourFormat: 'Colour must look like #RRGGBB',
  labelNameTooLong: 'Label name is too long',
  chooseAtLeastOne: 'Choose at least one item',
  tooManyItems: 'Too many items at once',
  broadcastSet: 'Set broadcast match success',
  matchNotFound: 'This match does not exist',
  matchOver: 'This match is already over and can no longer be broadcast',
  onlyOwnerBroadcasts: 'Only a bar owner can choose the matches a bar broadcasts',
  notAPrizeCode: 'This is not a prize QR code. Check that you scanned the right code.',
  noCode: 'Scan or type a QR code first',
  dateFormat: 'Date must look like 2026-03-14',
  dateDoesNotExist: 'This date does not exist',
  winnerNameEmpty: 'Winner name should not be empty',
  winnerNameTooLong: 'Winner name is too long',
  periodDateRequired: 'Choose the day of the prize',
  positionNotNumber: 'Position must be a number',
  positionNotWhole: 'Position must be a whole number',
  positionMin: 'Position must be 1 or more',
  positionTooLarge: 'Position is too large',
  nameControlCharacters: 'Name cannot contain control characters',
  rejectReasonRequired: 'A reason is required to reject a bar',
  notRejected: 'Only a rejected bar can be sent for review',
  noBarLinked: 'There is no bar linked to this account',
  championshipArchivedPublish: 'An archived championship cannot be published; restore it first.',
  championshipHasWinners: 'This championship has winners, so it cannot be deleted for good; it stays in the archive.',
  championshipArchivedAward: 'This championship is archived; restore it to award prizes.',
  qrCodeUnknown: 'This QR code is not valid: no prize has this code.',
  qrNotEligible: 'This championship does not give prizes by QR code.',
  prizeAlreadyRedeemed: 'This prize was already redeemed on {{at}}.',
  prizeAlreadyRedeemedBy: 'This prize was already redeemed on {{at}}, by {{by}}.',
  prizeAlreadyRedeemedAtBar: 'This prize was already redeemed on {{at}}, at {{bar}}.',
  prizeAlreadyRedeemedAtBarBy: 'This prize was already redeemed on {{at}}, at {{bar}} (by {{by}}).',
  prizeAlreadyRedeemedEarlier: 'This prize was already redeemed by an earlier scan.',
  barNotAcceptedForPrizes: 'Your bar must be accepted before it can redeem prizes',
  tooManyInvalidQrCodes: 'Too many invalid QR codes. Try again in {{minutes}} minutes.',
  tooManySignInAttempts: 'Too many failed sign-in attempts. Try again in {{minutes}} minutes.',
  tooManyAttempts: 'Too many attempts. Try again in {{minutes}} minutes.',
  tooManyWrongPasswords: 'Too many wrong passwords. Try again in {{minutes}} minutes.',
  pleaseSignIn: 'Please sign in',
  sessionExpired: 'Your session has expired. Please sign in again.',
  sessionEnded: 'Your session has ended. Please sign in again.',
  noAccess: 'You do not have access to this',
  accountDeactivated: 'This account is deactivated',
  emailTaken: 'An account with this email already exists',
  wrongOldPassword: 'Invalid old password',
  resetLinkExpired: 'This reset link is not valid or has expired. Please ask for a new one.',
  passwordChangedSignIn: 'Your password has been changed. Please sign in.',
  passwordChanged: 'Password Changed',
  somethingWentWrong: 'Something went wrong',
  languageNotSupported: 'Language must be one of en, fr, es, it, ar, zh',
  barSentForReview: 'Your bar was sent for review',
  championshipDeleted: 'Official championship deleted.',
  championshipArchived: 'Official championship archived: it has winners, so their prizes stay valid.',
  championshipRestored: 'Official championship restored.',
  notOnYourTeam: 'This person is not on your team',
  accountHasNoBar: 'Your account has no bar',
  removedFromTeam: 'Removed from the team',
  cannotChangeOwnAccount: 'You cannot deactivate or demote your own account',
  lastActiveAdmin: 'The last active admin cannot be deactivated or demoted',
  onlyStaffOrAdminRole: 'Only staff and admin accounts can change role here',
  accountNotFound: 'No account has this id',
  invitationSent: 'Invitation sent',
  matchKickOffInvalid: 'The kick-off must be a date and time with its time zone, between 1900 and 2200',
  matchStatusInvalid: 'Choose a match status from the list',
  noticeNotFound: 'This notice does not exist',
  awardDayOutsideChampionship: 'Choose a day of the championship, from {{first}} to {{last}}',
  awardNoMatchDays: 'This championship has no matches yet, so it has no days for daily or weekly prizes',
  accountEmailTaken: 'An account with this email already exists',
  roleStaffOrAdmin: 'Role must be staff or admin',
  teamNameTaken: 'A team of this name already exists',
  competitionNameTaken: 'A competition of this name already exists',
  plannerNoBar: 'Only the owner or a manager of a bar can plan its broadcasts',
  ruleNotFound: 'This rule does not exist',
  ruleExists: 'The bar already has this rule',
  ruleDeleted: 'Rule deleted',
  teamNotFound: 'This team does not exist',
  competitionNotFound: 'This competition does not exist',
  broadcastNotFound: 'The bar does not show this match',
  screenOutOfRange: 'The bar has no screen with this number',
  noSoundZone: 'The bar has no sound zone',
  weekStartInvalid: 'The week must start on a date written as YYYY-MM-DD',
  matchIdsRequired: 'Choose at least one match',
  ruleTargetRequired: 'Choose a team or a competition',
  hoursBadTime: 'Times are written HH:MM, from 00:00 to 23:59',
  hoursSameTime: 'An interval must open and close at different times',
  hoursOverlap: 'Opening intervals of one day must not overlap',
  hoursSpillOver: 'The hours after midnight run into the next day\'s hours',
  hoursTooManyIntervals: 'At most 4 intervals a day',
  hoursBadDate: 'Dates are written YYYY-MM-DD',
  hoursDuplicateDate: 'Each special date can be listed once',
  hoursTooManySpecialDates: 'At most 100 special dates',
  timeZoneUnknown: 'Unknown time zone',
  viewingScreens: 'Screens: a whole number from 0 to 50',
  viewingSoundZones: 'Sound zones: a whole number from 0 to 50',
  viewingSoundOverScreens: 'There cannot be more sound zones than screens',
  viewingCapacity: 'Capacity: a whole number from 1 to 100000',
  specialHoursSaved: 'Special hours saved',
  hoursClosed: 'Closed',
  warningOutsideHours: 'This match kicks off while the bar is closed',
  warningNotEnoughScreens: 'More broadcasts overlap than the bar has screens',
  warningNotEnoughSoundZones: 'More broadcasts overlap than the bar has sound zones',
  publicBarNotFound: 'This bar has no public page',
} as const;

export type MessageCode = keyof typeof MESSAGES;
export type MessageParams = Record<string, string | number>;
/** A message by code, as error bodies carry it (`messageCode`, `params`). */
export type CodedMessage = { code: MessageCode; params: MessageParams };

const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g;

export const isMessageCode = (code: unknown): code is MessageCode => typeof code === 'string' && Object.hasOwn(MESSAGES, code);

/** The English text of a message, its variable parts filled in. */
export function messageText(code: MessageCode, params: MessageParams = {}): string {
  return MESSAGES[code].replace(PLACEHOLDER, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

type Pattern = { code: MessageCode; names: string[]; regex: RegExp };
let index: { exact: Map<string, MessageCode>; patterns: Pattern[] } | null = null;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function buildIndex() {
  const built = { exact: new Map<string, MessageCode>(), patterns: [] as Pattern[] };
  for (const [code, text] of Object.entries(MESSAGES) as [MessageCode, string][]) {
    const names = [...text.matchAll(PLACEHOLDER)].map((m) => m[1] ?? '');
    if (names.length === 0) {
      // Two codes may share a text (kept for older keys); the first one is the message's code.
      if (!built.exact.has(text)) built.exact.set(text, code);
      continue;
    }
    const source = text.split(PLACEHOLDER).filter((_, i) => i % 2 === 0).map(escapeRegExp).join('(.+?)');
    built.patterns.push({ code, names, regex: new RegExp(`^${source}$`) });
  }
  // The most specific pattern first: '… on {{at}}, at {{bar}}.' before '… on {{at}}.'.
  const literalLength = (p: Pattern) => p.regex.source.replaceAll('(.+?)', '').length;
  built.patterns.sort((a, b) => literalLength(b) - literalLength(a));
  return built;
}

/**
 * The code (and variable parts) of a message the contract's zod rules or the server wrote, or null.
 * zod issues carry only their text, so the contract's own table gives them their code; the server's
 * error handler and the console's forms both use this, never an index of their own.
 */
export function messageCodeOf(text: string): CodedMessage | null {
  index ??= buildIndex();
  const exact = index.exact.get(text);
  if (exact) return { code: exact, params: {} };
  for (const { code, names, regex } of index.patterns) {
    const match = regex.exec(text);
    if (match) return { code, params: Object.fromEntries(names.map((name, i) => [name, match[i + 1] ?? ''])) };
  }
  return null;
}
