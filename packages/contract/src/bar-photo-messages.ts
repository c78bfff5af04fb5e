/**
 * A bar's pictures' messages, without imports: messages.ts lists them under their codes and
 * bar-photos.ts's schemas use them, so each text is written once and the bar's details (which the
 * owner's first screens parse) pull in no catalogue of every message.
 */
export const BAR_PHOTO_MESSAGES = {
  barPhotosTooMany: 'A bar shows at most {{max}} photos: remove one first',
  barPhotosTwice: 'A photo is named twice',
  barPhotoNotTheBars: 'Only the bar’s own photos can be arranged: add a new one with Add a photo',
  barImagePartMissing: 'Send the image as a file part named "{{part}}"',
} as const;
