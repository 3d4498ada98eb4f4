import type { HttpContext } from '@adonisjs/core/http'
import db from '@adonisjs/lucid/services/db'
import { refuseForm } from '#app/support/http'
import { LANGUAGES, answerDenial } from '#modules/identity/index'
import { tutorableTopics } from '#modules/catalog/index'
import TutorsPolicy from '../policies/tutors_policy.js'
import OneOnOneProfile from '../models/one_on_one_profile.js'
import { saveProfile } from '../actions/save_profile.js'
import { bioStateOf } from '../queries/bios.js'
import { demandForTutor } from '../queries/demand.js'
import { BIO_MESSAGES } from '../rules.js'
import { WEEKDAYS, DAY_PARTS } from '../shared/availability.js'
import { profileValidator, tutorsMessages } from '../validators/tutors_validator.js'
import OwnProfileTransformer from '../transformers/own_profile_transformer.js'
import TopicDemandTransformer from '../transformers/topic_demand_transformer.js'
import { denied, done } from './respond.js'

/* /tutor/one-on-one: a tutor's one-on-one profile (spec 001 §3.1 tutor_profile: bio, is_active). */
export default class ProfileController {
  async edit(ctx: HttpContext) {
    const verdict = await ctx.bouncer.with(TutorsPolicy).execute('editProfile')
    // A page: the access-blocked screen (403), not a toast.
    if (!verdict.authorized) return answerDenial(ctx, verdict)
    const user = ctx.auth.getUserOrFail()
    const profile = await OneOnOneProfile.findBy('user_id', user.id)
    const links = profile ? await db.from('one_on_one_profile_topics').where('one_on_one_profile_id', profile.id).select('topic_id') : []
    const topics = await tutorableTopics(user.id)
    return ctx.inertia.render('tutors/profile', {
      profile: OwnProfileTransformer.transform({ profile, topicIds: links.map((l) => Number(l.topic_id)), bioReview: profile ? await bioStateOf(profile.id) : null }),
      weekdays: WEEKDAYS.map((day) => ({ value: day.value, label: day.label })),
      dayParts: DAY_PARTS.map((part) => ({ value: part.value, label: part.label })),
      timezone: user.timezone || 'UTC',
      demand: TopicDemandTransformer.transform(await demandForTutor(user.id, user.timezone || 'UTC')),
      topics: topics.map((topic) => ({ id: topic.id, name: topic.name, course: topic.course?.name ?? '' })),
      languages: LANGUAGES.map((l) => ({ code: l.code, name: l.name })),
      username: user.username,
    })
  }

  async update(ctx: HttpContext) {
    const verdict = await ctx.bouncer.with(TutorsPolicy).execute('editProfile')
    if (!verdict.authorized) return denied(ctx, verdict)
    const payload = await ctx.request.validateUsing(profileValidator, { messagesProvider: tutorsMessages })
    const saved = await saveProfile(ctx.auth.getUserOrFail().id, {
      bio: payload.bio ?? '',
      languages: payload.languages,
      topicIds: payload.topicIds,
      isActive: payload.isActive,
      availability: payload.availability,
    })
    if (!saved.ok) return refuseForm(ctx, { [saved.field]: saved.reason })
    if (saved.bioHeld) return done(ctx, BIO_MESSAGES.heldSaved)
    return done(ctx, payload.isActive ? 'Your one-on-one profile is saved and listed.' : 'Your one-on-one profile is saved. It is not listed while paused.')
  }
}
