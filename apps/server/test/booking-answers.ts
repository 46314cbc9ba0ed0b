/** A bookable offer as GET /booking/{uri}/options lists it, with the questions its dialog asks. */
export interface OptionsOffer {
  uri: string;
  deposit: string | null;
  questions: { name: string; required: boolean; options?: { value: string }[] }[];
}

/**
 * Answers to an offer's required questions for a booking made through the API (the dialog's own journey
 * is e2e/online-booking.spec): each choice question its first choice, a text question a few words. No
 * imports, so the e2e journeys use it too.
 */
export const requiredAnswers = (offer: OptionsOffer) =>
  offer.questions
    .filter((question) => question.required)
    .map((question) => ({ name: question.name, value: question.options?.[0]?.value ?? 'A few words' }));
