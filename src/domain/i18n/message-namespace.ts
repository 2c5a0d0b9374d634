// Which namespace's file holds a message id (docs/decisions/0116). An id names its namespace
// first ('home.title' is home's), but the site's own pages keep their ids under 'pages.'
// while each loads only its own words: their namespace is the page's. The data score and
// fair ratings pages name each other, so they share one. A feature's words loaded on first
// use (the vote form's errors, the bell's notes) keep the ids of the namespace they were in.
const LATER_WORDS: Readonly<Record<string, string>> = {
  'pages.install.': 'install',
  'pages.support.': 'support',
  'pages.legal.': 'legal',
  'pages.privacy.': 'legal',
  'pages.terms.': 'legal',
  'pages.dataScore.': 'aboutRatings',
  'pages.fairRatings.': 'aboutRatings',
  // Features' words, loaded when first used (site/route-namespaces.ts FEATURE_NAMESPACES).
  'vote.loading.': 'voteForm',
  'vote.success.': 'voteForm',
  'vote.error.': 'voteForm',
  'vote.serverError.': 'voteForm',
  'common.bell.note.': 'bellNotes',
  'common.menu.': 'menu',
  'common.installOffer.': 'installOffer',
};

/**
 * The namespace holding `id`, or every id starting with the prefix `id` ('home.card.'); an
 * id no page's words hold ('pages.' alone) gets its first part, which no file is named.
 */
export function namespaceOfMessage(id: string): string {
  const page = Object.keys(LATER_WORDS).find((prefix) => id.startsWith(prefix));
  return page ? LATER_WORDS[page]! : id.slice(0, id.indexOf('.'));
}
