/**
 * What a deployment's operator decides and every public page must state truthfully: who may sign up,
 * the limits, who runs the server, how long data is kept, and whether they serve their own legal texts.
 */

/**
 * `open`: anyone may create an account. `waitlist`: visitors may join the waitlist, and an account needs
 * an invitation link an admin sends. `invite`: no public waitlist; only an invited address may sign up.
 */
export const SIGN_UP_MODES = ['open', 'waitlist', 'invite'] as const;
export type SignUpMode = (typeof SIGN_UP_MODES)[number];

/** An invitation link works once, for this many days after it was sent. */
export const SIGN_UP_INVITATION_DAYS = 14;

/** The query parameter of the sign-up link an invitation e-mail carries (`/get-started?invitation=…`). */
export const INVITATION_PARAM = 'invitation';

/** How long personal data is kept (days), one setting per kind; the privacy page reads these numbers. */
export interface RetentionSettings {
  /** Answers and busy copies of a request, after it is booked or cancelled. */
  answersDaysAfterClose: number;
  /** Bodies of sent e-mails and webhook deliveries. */
  messageBodiesDays: number;
}

export interface OperatorSettings {
  /** Who runs this server (a person or an organisation); null: not configured. */
  name: string | null;
  contactEmail: string | null;
  privacyEmail: string | null;
  securityEmail: string | null;
}

export const LEGAL_DOCUMENTS = ['terms', 'privacy'] as const;
export type LegalDocumentName = (typeof LEGAL_DOCUMENTS)[number];

export interface SiteConfig {
  signUp: SignUpMode;
  limits: { participantsPerMeeting: number };
  operator: OperatorSettings;
  retention: RetentionSettings;
  /** Documents the operator serves in their own words (LEGAL_PAGES_DIR) instead of the built-in ones. */
  ownLegalTexts: LegalDocumentName[];
}

/** `GET /api/legal/:document`: the operator's own text of a legal page, in Markdown. */
export interface LegalTextResponse {
  document: LegalDocumentName;
  markdown: string;
}
