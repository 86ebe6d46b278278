// Whether a score of 4 or more opens the app store's rating (spec 2 §4.3). A setting because store policies
// frown on prompting only satisfied users; when false every score ends on the same thank-you modal.
export const NATIVE_RATING_PROMPT = true;
