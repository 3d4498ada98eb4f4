import { DateTime } from 'luxon'
import { exploreSessions, type SessionViewer } from '#modules/tutoring/index'
import { studySpaceStatus } from '../rules.js'
import type { StudySpaceItem } from './rows.js'

/** Decision: 12 study spaces a page (explore's page size). */
export const STUDY_SPACES_PER_PAGE = 12

/*
 * The study spaces a viewer may see (tutoring's session scope: world visibility and the age rule
 * between viewer and host), live now and upcoming, by start: the live ones come first. Tutoring's
 * explore query with the format filter (a capped count + the page, whatever the number of rows).
 */
export async function listStudySpaces(viewer: SessionViewer, page: number, now: DateTime = DateTime.utc()) {
  const result = await exploreSessions({ format: 'study-space', page, perPage: STUDY_SPACES_PER_PAGE }, viewer, now)
  const data: StudySpaceItem[] = result.data.map((card) => ({
    id: card.id,
    title: card.title,
    startDate: card.startDate,
    endDate: card.endDate,
    topicName: card.topicName,
    worldSlug: card.worldSlug,
    worldTitle: card.worldTitle,
    hostName: card.hostName,
    seatsLeft: card.seatsLeft,
    maxLearners: card.maxLearners,
    languages: card.languages,
    joined: card.registered,
    status: studySpaceStatus(card, now),
  }))
  return { data, meta: result.meta }
}
