import { GAME_MESSAGES } from './game-messages.ts';
import { LEAGUE_MESSAGES } from './league-messages.ts';
import { PLANNER_MESSAGES } from './planner-messages.ts';
import { BOOKING_MESSAGES } from './booking-messages.ts';
import { BAR_PHOTO_MESSAGES } from './bar-photo-messages.ts';

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
  signupCheckMail: 'Check your mail: we have sent a message to this address to finish signing up.',
  emailUnconfirmed: 'Confirm your email address first: open the link we sent you, or send it again.',
  confirmationSentAgain: 'If this account still waits for its confirmation, we have sent the link again.',
  confirmLinkNotValid: 'This confirmation link is not valid, was used already or has expired.',
  returnPathInvalid: 'The return address must be a page of this site',
  emailChangeSent: 'We have sent a link to the new address: the change is made when you open it.',
  emailChanged: 'Your email address is changed.',
  accountDeleted: 'Your account is deleted.',
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
  chooseBar: 'This account has several bars: choose the bar to work on (the X-Bar-Id header names it).',
  barIdNotValid: 'The bar id is not valid',
  alreadyOnTeam: "This person is already on this bar's team",
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
  prizeCodeTampered: 'This QR code was altered or not issued by us.',
  prizeCodeExpired: 'This prize code expired on {{at}}.',
  barNotAcceptedForPrizes: 'Your bar must be accepted before it can redeem prizes',
  tooManyInvalidQrCodes: 'Too many invalid QR codes. Try again in {{count}} minutes.',
  tooManySignInAttempts: 'Too many failed sign-in attempts. Try again in {{count}} minutes.',
  tooManyAttempts: 'Too many attempts. Try again in {{count}} minutes.',
  tooManyWrongPasswords: 'Too many wrong passwords. Try again in {{count}} minutes.',
  pleaseSignIn: 'Please sign in',
  sessionExpired: 'Your session has expired. Please sign in again.',
  sessionEnded: 'Your session has ended. Please sign in again.',
  noAccess: 'You do not have access to this',
  accountDeactivated: 'This account is deactivated',
  accountDeactivatedByAdmin: 'This account was deactivated by an admin. Only an admin can reactivate it.',
  barOwnerDeactivated:
    "The account of this bar's owner is deactivated. The bar's team can work on it again once an admin reactivates the owner.",
  winnerMailTooOften: "This winner's QR mail has been sent too often this hour. Try again in {{count}} minutes.",
  emailTaken: 'An account with this email already exists',
  wrongOldPassword: 'Invalid old password',
  resetLinkExpired: 'This reset link is not valid or has expired. Please ask for a new one.',
  passwordChangedSignIn: 'Your password has been changed. Please sign in.',
  passwordChanged: 'Password Changed',
  somethingWentWrong: 'Something went wrong',
  csrfTokenRefused: "This change did not come with the console page's security token. Reload the page and try again.",
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
  ...PLANNER_MESSAGES,
  hoursBadTime: 'Times are written HH:MM, from 00:00 to 23:59',
  hoursSameTime: 'An interval must open and close at different times',
  hoursOverlap: 'Opening intervals of one day must not overlap',
  hoursSpillOver: "The hours after midnight run into the next day's hours",
  hoursTooManyIntervals: 'At most 4 intervals a day',
  hoursBadDate: 'Dates are written YYYY-MM-DD',
  hoursDuplicateDate: 'Each special date can be listed once',
  hoursTooManySpecialDates: 'At most 100 special dates',
  timeZoneUnknown: 'Unknown time zone',
  widgetThemeUnknown: 'The theme is light or dark',
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
  publicBarMatchNotShown: 'This bar does not show this match',
  invitationAlreadyJoined: 'This person has already joined: there is no invitation to send again',
  metricsUnauthorized: 'The metrics token is missing or wrong',
  themeInvalid: 'Theme is light, semi-dark or dark',
  layoutInvalid: 'Layout is full-width, boxed or framed',
  preferencesEmpty: 'Send a language, a theme or a layout',
  matchSourceInvalid: 'source is feed or absent',
  // The public match pages.
  publicMatchNotFound: 'This match has no public page',
  nearInvalid: 'near must be a latitude and a longitude, e.g. 51.5,-0.12',
  publicRangeInvalid: 'from must be before to, at most 31 days apart',
  // Messages the server writes (a test finds any of its messages without a code).
  barNotFound: 'This bar does not exist',
  barsSomeNotFound: 'Some of these bars do not exist; nothing was changed',
  labelDoesNotExist: 'This label does not exist',
  oneLabelDoesNotExist: 'One of the labels does not exist',
  barsRestoreOnlyTrash: 'Only bars in the trash can be restored; nothing was changed',
  barsDeleteOnlyTrash: 'Only bars in the trash can be deleted for good; nothing was deleted',
  barHasOwnerAccount:
    '{{names}}: an owner account is linked to this bar, so it cannot be deleted for good; nothing was deleted',
  barInTrashNoFolder: 'A bar in the trash cannot change folder; restore it first. Nothing was changed',
  matchNoLongerExists: 'This match no longer exists',
  oneChosenMatchGone: 'One of the chosen matches no longer exists',
  chosenMatchesGoneNothingChanged: '{{count}} of the chosen matches no longer exist; nothing was changed',
  labelNoLongerExists: 'This label no longer exists',
  oneChosenLabelGone: 'One of the chosen labels no longer exists',
  matchesRestoreOnlyTrash: 'Only matches in the trash can be restored; nothing was changed',
  matchesDeleteOnlyTrash: 'Only matches in the trash can be deleted for good; nothing was changed',
  matchInChampionshipNoDelete:
    'A chosen match belongs to an official championship and cannot be deleted for good; nothing was changed',
  labelNameTaken: 'A label with this name already exists',
  officialChampionshipNotFound: 'Official championship not found',
  championshipDoesNotExist: 'This championship does not exist',
  championshipNoQrPrizes:
    'This championship does not give QR code prizes. Switch on qrCodeEligible in the championship first.',
  championshipNoPeriodPrizes: 'This championship gives no {{period}} prizes',
  prizeNotInChampionship: 'This prize does not belong to this championship',
  prizeDeletedFromChampionship: 'This prize was deleted from the championship',
  awardPeriodFull: 'All {{limit}} of {{label}} are already awarded',
  awardPositionTaken: 'Position {{position}} of {{label}} is already awarded',
  awardNoSuchPeriod: 'This championship has no such period to award',
  awardPeriodNotComplete: 'This period is not complete yet: every match must be finished and every question marked',
  awardNotProposed: "This player is not among the period's proposed winners",
  awardPlayerAlreadyWon: 'This player already has one of {{label}}',
  awardPeriodAllAwarded: 'Every prize of this period is already awarded',
  awardNoneLeft: 'Every proposed player of this period already has a prize',
  awardTiedAtCutOff: 'Players are tied at the last prize of this period: award them one by one',
  awardPositionRange: 'Position must be between 1 and {{limit}}: this championship gives {{count}} {{period}} prizes',
  prizeRedeemedCannotRemove: 'This prize was already redeemed and cannot be removed',
  prizeRedeemedNoQrLeft: 'This prize was already redeemed: there is no QR code left to send',
  winnerDoesNotExist: 'This winner does not exist (it may have been removed)',
  auditPageLinkInvalid: 'This page link is not valid. Start from the first page.',
  mailNotFailed: 'Only a mail that failed can be sent again this way',
  imageNotFound: 'Image not found',
  imageEmpty: '{{label}} is empty',
  imageTooLarge: '{{label}} is too large (at most {{mb}} MB)',
  imageTooManyPixels: '{{label}} has too many pixels (at most {{megapixels}} megapixels)',
  imageUnreadable: '{{label}} could not be read as an image. The file may be damaged.',
  multipartRequired: 'The request must be sent as multipart/form-data',
  multipartInvalidJson: 'A part declared as JSON is not valid JSON',
  multipartBadName: 'A part has a name that is not allowed',
  multipartMalformed: 'The multipart body is malformed',
  multipartIncomplete: 'The request ended before all its parts arrived',
  multipartTooManyParts: 'The request has too many parts',
  multipartFileTooLarge: 'The file "{{name}}" is too large (at most {{mb}} MB)',
  multipartPartTooLong: 'The part "{{name}}" is too long',
  multipartDuplicate: 'The part "{{name}}" was sent more than once',
  refreshTokenRequired: 'A refresh token is required',
  tooManyAccountsFromAddress: 'Too many accounts were created from this address. Try again in {{count}} minutes.',
  newLabelHasNoId: 'A new label has no id; use PUT to change a label',
  requestTooLarge: 'The request is too large',
  requestNotJson: 'The request body is not valid JSON',
  contentTypeNotAccepted: 'This content type is not accepted',
  valueCannotBeStored: 'The request contains a value that cannot be stored',
  fieldNamedRequired: '{{field}} is required',
  noRoute: 'No route for {{method}} {{url}}',
  signedOut: 'Signed out',
  firstScreensOn: 'First screens on',
  labelDeleted: 'Label deleted',
  winnerRemoved: 'Winner removed',
  matchesTrashed: '{{count}} matches moved to the trash',
  matchesRestored: '{{count}} matches restored',
  matchesDeleted: '{{count}} matches deleted for good',
  barsStarred: '{{count}} bars starred',
  barsUnstarred: '{{count}} bars unstarred',
  barsTrashed: '{{count}} bars moved to the trash',
  barsRestored: '{{count}} bars restored',
  barsDeleted: '{{count}} bars deleted for good',
  barsRelabelled: '{{count}} bars relabelled',
  barsMovedToAccepted: '{{count}} bars moved to accepted',
  barsMovedToPending: '{{count}} bars moved to pending',
  barsMovedToRejected: '{{count}} bars moved to rejected',
  invalidId: 'Invalid id',
  invalidPersonId: 'Invalid person id',
  invalidCursor: 'Invalid cursor',
  entityIdTooLong: 'Entity id is too long',
  fromNotDateTime: 'from must be a date and time',
  toNotDateTime: 'to must be a date and time',
  unknownBar: 'Unknown bar',
  newBarGoesToAccepted: 'A new bar goes to Accepted',
  newBarRatingZero: 'A new bar starts with rating 0',
  atMostCharacters: 'At most {{max}} characters',
  invalidPhotoId: 'Invalid photo id',
  archivedTrueOrFalse: 'archived is true or false',
  qrCodeEligibleTrueOrFalse: 'qrCodeEligible must be true or false',
  unknownCompetition: 'Unknown competition',
  broadcastingTrueOrFalse: 'broadcasting must be true or false',
  statusTrueOrFalse: 'status must be true or false',
  invalidImageUrl: 'Invalid image URL',
  invalidMediaId: 'Invalid media id',
  chooseScreen: 'Choose a screen',
  withSoundTrueOrFalse: 'withSound must be true or false',
  roleManagerOrScanner: 'Role must be manager or scanner',
  searchIsTooLong: 'Search is too long',
  imageNotAnImage: '{{label}} is not an image. Use a PNG, JPEG, WebP, GIF or AVIF file.',
  partNotJson: 'The part "{{name}}" is not valid JSON',
  unknownPart: 'Unknown part "{{name}}"',
  unexpectedFilePart: 'Unexpected file part "{{name}}"',
  partMissing: 'The part "{{name}}" is missing',
  championshipIdsDiffer: '_id and challengeId name different championships',
  challengeIdRequired: 'challengeId is required to update a championship',
  newChampionshipHasNoId: 'A new championship has no id: send it with PATCH to update one',
  prizePhotoPartMissing: 'The photo of prize "{{prize}}" is missing: no file part "{{part}}"',
  filePartNoPrize: 'The file part "{{name}}" belongs to no prize',
  prizeSentTwice: 'A prize was sent more than once',
  questionSentTwice: 'A question was sent more than once',
  imageReferenceMissing: 'An image the request refers to does not exist. Upload it again.',
  selectedMatchGone: 'A selected match does not exist any more',
  postponedCannotBeAdded: 'Postponed matches cannot be added: {{matches}}',
  finishedCannotBeRemoved: 'Finished matches cannot be removed: {{matches}}',
  prizeNotOfChampionship: 'A prize does not belong to this championship',
  questionNotOfChampionship: 'A question does not belong to this championship',
  chooseFeedCompetition: 'Choose a competition of the feed',
  feedSeasonRange: 'Choose a season from 1990 on',
  feedOff: 'The data feed is off. Set FOOTBALL_DATA_TOKEN to turn it on.',
  feedSyncStarted: 'Sync started',
  matchNotFromFeed: 'This match does not come from the feed',
  // Why a feed sync gave up, kept by code on feed_jobs and shown on /data-feed.
  feedUnreachable: 'football-data.org could not be reached',
  feedTimeout: 'football-data.org did not answer within {{seconds}} s',
  feedTokenRefused:
    'football-data.org refused the request ({{status}}): check FOOTBALL_DATA_TOKEN and that your plan covers this competition',
  feedRateLimited:
    'football-data.org kept answering 429 (too many requests) after waiting as told; the sync will try again',
  feedProviderStatus: 'football-data.org answered {{status}}',
  feedAnswerCut: 'football-data.org stopped answering in the middle of an answer',
  feedAnswerTooLarge: 'football-data.org answered more than 20 MB',
  feedAnswerNotJson: 'football-data.org answered something that is not JSON',
  feedMatchesShape:
    'The matches of {{competition}} did not have the documented shape (at {{path}}); nothing of {{competition}} was written',
  feedTeamsShape:
    'The teams of {{competition}} did not have the documented shape (at {{path}}); nothing of {{competition}} was written',
  feedLiveShape: 'The live matches did not have the documented shape (at {{path}}); nothing was written',
  feedServerClosing: 'The sync stopped: the server was closing',
  feedSyncFailed: 'The sync failed; the server log says why',
  feedMatchNotIgnored: 'This match is not kept out of the feed',
  feedMatchFollowedAgain: 'The match comes back with the next sync',
  feedChooseMatch: 'Choose a match of the feed',
  // The championship game.
  ...GAME_MESSAGES,
  // The private leagues of a championship.
  ...LEAGUE_MESSAGES,
  ...BOOKING_MESSAGES,
  matchGoalsInvalid: 'Goals are whole numbers from 0 to 99',
  scoreBeforeKickOff:
    'This match kicks off at {{kickOff}}: it has no score before then. To enter one now, move the kick-off to a time that has passed in the same save.',
  auditPreferencesFlag: 'preferences is true or false',
  // Where a bar is, the teams a player follows.
  latitudeRange: 'Latitude is a number from -90 to 90',
  longitudeRange: 'Longitude is a number from -180 to 180',
  locationBothOrNeither: 'Give both latitude and longitude, or neither',
  tooManyFollows: 'You can follow at most {{max}} teams',
  // The reference data a feed makes visible.
  teamMergeIntoItself: 'A team cannot be merged into itself',
  teamToKeepRequired: 'Choose the team to keep',
  teamDuplicateNotFound: 'These two teams are not listed as possible duplicates',
  teamsPlayEachOther:
    'These teams play each other ({{matches}}): merged, a match would have one team. Correct or delete those matches first.',
  bothTeamsFromFeed:
    'Both teams come from the feed, which would bring the duplicate back. Merge the team typed by hand into the one from the feed.',
  languageInUse:
    '{{language}} is used by {{championships}}: deactivating it would drop those texts. Remove it from them first.',
  languageNotFound: 'This language does not exist',
  lastActiveLanguage: 'At least one language stays active',
  emblemPartMissing: 'Send the emblem as a file part named "emblem"',
  ...BAR_PHOTO_MESSAGES,
  activeTrueOrFalse: 'active is true or false',
  languageStatusZeroOrOne: 'status is 0 or 1',
} as const;

export type MessageCode = keyof typeof MESSAGES;

/**
 * Messages that count: English's 'one' form of each message whose `{{count}}` the sentence agrees
 * with (the text in MESSAGES is its 'other' form). The console's catalogues hold every form each
 * language needs (i18next's `code_one`, `code_other`, Arabic's `_zero` … `_many`).
 */
export const MESSAGE_ONE_FORMS: { readonly [C in MessageCode]?: string } = {
  tooManyInvalidQrCodes: 'Too many invalid QR codes. Try again in {{count}} minute.',
  tooManySignInAttempts: 'Too many failed sign-in attempts. Try again in {{count}} minute.',
  tooManyAttempts: 'Too many attempts. Try again in {{count}} minute.',
  tooManyWrongPasswords: 'Too many wrong passwords. Try again in {{count}} minute.',
  winnerMailTooOften: "This winner's QR mail has been sent too often this hour. Try again in {{count}} minute.",
  tooManyAccountsFromAddress: 'Too many accounts were created from this address. Try again in {{count}} minute.',
  chosenMatchesGoneNothingChanged: '{{count}} of the chosen matches no longer exists; nothing was changed',
  awardPositionRange: 'Position must be between 1 and {{limit}}: this championship gives {{count}} {{period}} prize',
  matchesTrashed: '{{count}} match moved to the trash',
  matchesRestored: '{{count}} match restored',
  matchesDeleted: '{{count}} match deleted for good',
  barsStarred: '{{count}} bar starred',
  barsUnstarred: '{{count}} bar unstarred',
  barsTrashed: '{{count}} bar moved to the trash',
  barsRestored: '{{count}} bar restored',
  barsDeleted: '{{count}} bar deleted for good',
  barsRelabelled: '{{count}} bar relabelled',
  barsMovedToAccepted: '{{count}} bar moved to accepted',
  barsMovedToPending: '{{count}} bar moved to pending',
  barsMovedToRejected: '{{count}} bar moved to rejected',
};

const englishPlural = new Intl.PluralRules('en');
export type MessageParams = Record<string, string | number>;
/** A message by code, as error bodies carry it (`messageCode`, `params`). */
export type CodedMessage = { code: MessageCode; params: MessageParams };

const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g;

export const isMessageCode = (code: unknown): code is MessageCode =>
  typeof code === 'string' && Object.hasOwn(MESSAGES, code);

/** The English text of a message, its variable parts filled in. */
export function messageText(code: MessageCode, params: MessageParams = {}): string {
  const one = MESSAGE_ONE_FORMS[code];
  const text =
    one !== undefined && typeof params['count'] === 'number' && englishPlural.select(params['count']) === 'one'
      ? one
      : MESSAGES[code];
  return text.replace(PLACEHOLDER, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

type Pattern = { code: MessageCode; names: string[]; regex: RegExp };
let index: { exact: Map<string, MessageCode>; patterns: Pattern[] } | null = null;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function buildIndex() {
  const built = { exact: new Map<string, MessageCode>(), patterns: [] as Pattern[] };
  const texts = [...Object.entries(MESSAGES), ...Object.entries(MESSAGE_ONE_FORMS)] as [MessageCode, string][];
  for (const [code, text] of texts) {
    const names = [...text.matchAll(PLACEHOLDER)].map((m) => m[1] ?? '');
    if (names.length === 0) {
      // Two codes may share a text (kept for older keys); the first one is the message's code.
      if (!built.exact.has(text)) built.exact.set(text, code);
      continue;
    }
    const source = text
      .split(PLACEHOLDER)
      .filter((_, i) => i % 2 === 0)
      .map(escapeRegExp)
      .join('(.+?)');
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
