/** English mail texts: the reference; every other language has each key (the type says so). */
export const en = {
  greeting: 'Hello {{name}},',
  greetingNoName: 'Hello,',
  resetSubject: 'Reset your password',
  resetOpen: 'To choose a new password, open this link within {{minutes}} minutes:',
  resetIgnore: 'If you did not ask for this, you can ignore this message.',
  inviteSubject: 'You are invited to Matchday Console',
  inviteWho: '{{invitedBy}} invited you to {{place}} on Matchday Console.',
  inviteOpen: 'To choose your password and sign in, open this link within {{hours}} hours (it works once):',
  inviteIgnore: 'If you did not expect this, you can ignore this message.',
  barAcceptedSubject: 'Your bar {{bar}} has been accepted',
  barAcceptedLine: 'Your bar {{bar}} has been accepted. It is now listed and can broadcast matches.',
  barPendingSubject: 'Your bar {{bar}} is waiting for review again',
  barPendingLine: 'Your bar {{bar}} has been moved back to review. An administrator will look at it again soon.',
  barRejectedSubject: 'Your bar {{bar}} has been rejected',
  barRejectedLine: 'Your bar {{bar}} has been rejected.',
  barReason: 'Reason: {{reason}}',
  barEditLink: 'You can see and edit your bar at {{url}}',
  pendingSubject: 'A bar is waiting for review: {{bar}}',
  pendingLine: 'The bar {{bar}} is waiting for review.',
  pendingNewBar: 'new bar',
  pendingLink: 'Review it in the Pending folder at {{url}}',
} as const;

export type MailTextKey = keyof typeof en;
