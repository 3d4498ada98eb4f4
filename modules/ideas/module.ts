import { defineModule } from '#kernel/modules'

/* Feedback & Ideas: a board where members post ideas, others upvote and staff mark a status. */
export default defineModule({
  name: 'ideas',
})
