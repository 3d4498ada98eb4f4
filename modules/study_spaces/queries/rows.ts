/*
 * The shape the study spaces list answers, in a file of types only (transformers and so the
 * browser's generated Data types read it without server code).
 */
export type StudySpaceItem = {
  id: number
  title: string
  startDate: string
  endDate: string
  topicName: string
  worldSlug: string
  worldTitle: string
  hostName: string
  seatsLeft: number
  maxLearners: number
  languages: string[]
  /** The viewer already holds a seat (dropped in earlier, or hosts it). */
  joined: boolean
  status: 'upcoming' | 'live' | 'ended' | 'canceled'
}
