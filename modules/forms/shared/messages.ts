/*
 * Every message a form shows about a value, written once: the renderer shows them as the user
 * types and the server answers with the same strings (spec 001 §5.1, spec 002 §8).
 */
export const FORM_MESSAGES = {
  required: 'This question is required',
  videoRequired: 'Please record and upload this required video',
  formLevel: 'Please address the following issues and submit again.',
  // Not in the spec (values only a hand-made request can send, or inputs that keep them out):
  invalid: 'This answer is not valid',
  choice: 'Please choose one of the options',
  number: 'Please enter a number',
  phone: 'Please enter a phone number of 10 to 15 characters',
  date: 'Please choose a date',
  timeRange: 'Please choose a start and a later end hour between 0 and 24',
  video: 'Please record the video again',
  files: 'Please upload the files again',
  images: 'Please add the images in your text again',
  // A submit while a file or recording is still uploading would send the form without it.
  stillUploading: 'Please wait until your uploads have finished, then submit again.',
} as const

/** spec 001 §5.1 */
export const minLengthMessage = (n: number) => `Please write at least ${n} characters`
export const maxLengthMessage = (n: number) => `Please write at most ${n} characters`
/** The counter's hint under a text input (spec 001 §5.1). */
export const counterMinMessage = (n: number) => `Response must be at least ${n} characters`
export const counterMaxMessage = (n: number) => `Response must be at most ${n} characters`

export const minNumberMessage = (n: number) => `Please enter a number of at least ${n}`
export const maxNumberMessage = (n: number) => `Please enter a number of at most ${n}`
export const minDateMessage = (day: string) => `Please choose a date on or after ${day}`
export const maxDateMessage = (day: string) => `Please choose a date on or before ${day}`
export const videoDurationMessage = (min: number | undefined, max: number | undefined) =>
  `Please record a video ${min === undefined ? '' : `of at least ${min} seconds`}${min !== undefined && max !== undefined ? ' and ' : ''}${max === undefined ? '' : `of at most ${max} seconds`}`
