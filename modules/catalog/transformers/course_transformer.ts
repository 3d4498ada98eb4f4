import { BaseTransformer } from '@adonisjs/core/transformers'
import type Course from '../models/course.js'

/** A course as the browser sees it: the course page header (toObject) and the /course/all card. */
export default class CourseTransformer extends BaseTransformer<Course> {
  toObject() {
    return this.pick(this.resource, ['slug', 'name', 'domain', 'kaUrl'])
  }

  /** /course/all: a card with the number of active topics (loaded as `topics_count`). */
  forCard() {
    return {
      ...this.pick(this.resource, ['slug', 'name', 'domain']),
      topicCount: Number(this.resource.$extras.topics_count ?? 0),
    }
  }

  /** A choice in a course picker (certification's "Start a New Certification"). */
  forChoice() {
    return this.pick(this.resource, ['id', 'name'])
  }
}
