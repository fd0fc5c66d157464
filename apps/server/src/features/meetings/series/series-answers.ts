import type { ParticipantResponse } from '@overlap/contracts/schemas';

type Answers = { email: string; response: ParticipantResponse }[];

/**
 * One answer per person for a meeting written as several events (a rotation's series): declined when
 * they declined any series, since some of the dates do not work for them; otherwise tentative when any
 * is tentative; accepted only when they accepted every series; else still waiting (`needs-action`, which
 * never erases an answer given elsewhere). A single event's answers come back as they are.
 */
export function answersAcrossSeries(perSeries: Answers[]): Answers {
  if (perSeries.length === 1) return perSeries[0]!;
  const byEmail = new Map<string, ParticipantResponse[]>();
  for (const answers of perSeries) {
    for (const { email, response } of answers) {
      const key = email.toLowerCase();
      const responses = byEmail.get(key);
      if (responses) responses.push(response);
      else byEmail.set(key, [response]);
    }
  }
  return [...byEmail].map(([email, responses]) => {
    const all = responses.length === perSeries.length;
    let response: ParticipantResponse = 'needs-action';
    if (responses.includes('declined')) response = 'declined';
    else if (responses.includes('tentative')) response = 'tentative';
    else if (all && responses.every((r) => r === 'accepted')) response = 'accepted';
    return { email, response };
  });
}
