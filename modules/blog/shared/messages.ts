/* What the editor and the server say about an article (spec silent: our own wording). */
export const BLOG_MESSAGES = {
  slugTaken: 'Another article already uses this address. Please choose a different slug.',
  slugFormat: 'Use lowercase letters, numbers and dashes only (for example "how-sessions-work").',
  category: 'Please choose one of the categories.',
  pinnedTo: 'Please choose where to pin the article.',
  image: 'Please upload the image again: it must be an image you uploaded.',
  authors: 'Please choose at least one author from the staff list.',
  body: 'Please write the article.',
  scheduleInPast: 'Choose a time in the future to schedule the article, or publish it now.',
} as const
