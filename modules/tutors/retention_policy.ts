import { PLEDGE_DAYS, REQUEST_DETAILS_RETENTION_DAYS } from './rules.js'

/* The retention rule's words (README "Retention"); its queries: jobs/request_details_retention.ts. */
export const REQUEST_DETAILS_RETENTION = {
  key: 'tutors.request-details',
  what: 'What a learner wrote in a one-on-one request (its details, the notes of its activity log, a decline reason)',
  after: `${REQUEST_DETAILS_RETENTION_DAYS} days after the request ended (declined, closed, or its scheduled session ended)`,
  why: 'Long enough for a safety report or a dispute about a one-on-one to be raised and looked into (reports often come weeks later, and a school term is about 180 days); the request itself (who, which topic, status, when) stays for the counts.',
}

export const DEMAND_PLEDGE_RETENTION = {
  key: 'tutors.demand-pledges',
  what: 'A learner’s pledge of interest in a one-on-one topic (the topic and the time they chose)',
  after: `${PLEDGE_DAYS} days after it was made (or renewed)`,
  why: 'After that tutors no longer count it as demand; a learner still waiting pledges again.',
}
