/**
 * The values the legal pages are written with: who runs this server, their addresses and the retention
 * days, all from its configuration. The English data files are written with these sample values, so a
 * test can hold the catalogue to them; the pages fill in the server's own.
 */
export interface LegalValues {
  operator: string;
  general: string;
  privacy: string;
  security: string;
  answersDays: number;
  messagesDays: number;
  /** `yes` when this page came over HTTPS: only then may the policy say traffic is encrypted in transit. */
  encrypted: 'yes' | 'no';
}

export const SAMPLE_LEGAL_VALUES: LegalValues = {
  operator: 'the operator of this server',
  general: 'the operator of this server',
  privacy: 'the operator of this server',
  security: 'the operator of this server',
  answersDays: 30,
  messagesDays: 30,
  encrypted: 'yes',
};
