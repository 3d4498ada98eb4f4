import { mkdirSync } from 'node:fs'
import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import type { Page } from 'playwright'
import { suspendUser, type User } from '#modules/identity/index'
import { createSession, registerForSession } from '#modules/tutoring/index'
import { SeriesTemplate, hostSeriesFromTemplate, registerForSeries } from '#modules/series/index'
import { makeCourse, makeTopic } from '#modules/catalog/tests/factories'
import { makeMember, makeWorld } from '#modules/worlds/tests/factories'
import { makeArticle } from '#modules/blog/tests/factories'
import { makeIdea } from '#modules/ideas/tests/factories'
import { makeChannel, makePost, text } from '#modules/community/tests/factories'
import { makeLearner, makeTutor, makeUser, resetRateLimits } from '#tests/helpers/users'
import { Conversation } from '#modules/messaging/index'
import { sendMessage } from '#modules/messaging/actions/send_message'
import { direct, doc } from '#modules/messaging/tests/factories'
import { assertAccessible, checkOpenPages } from '#tests/helpers/accessibility'
import { freshContextOnRetry } from '#tests/helpers/resilient_browser'
import { addMember, makeClassroom } from '#modules/classrooms/tests/factories'
import { makeOffers } from '#modules/substitutes/tests/factories'

/*
 * Issue 8 §6, the accessibility gate: every page a visitor, a learner, a tutor, a moderator and a
 * staff member can reach, at 360 px and at 1280 px. The gate (tests/helpers/accessibility.ts) runs
 * axe-core on each `page.goto` and fails on serious or critical violations; these tests make sure
 * every page is visited, and check that the main action of key pages works from the keyboard.
 * Set A11Y_SCREENSHOTS=<dir> to keep a screenshot of every page.
 */
const shots = process.env.A11Y_SCREENSHOTS
const VIEWPORTS = [
  { width: 360, height: 780 },
  { width: 1280, height: 800 },
]

type Who = 'visitor' | 'learner' | 'unverified' | 'newcomer' | 'suspended' | 'tutor' | 'moderator' | 'staff'

type Fixtures = {
  users: Record<Exclude<Who, 'visitor'>, User>
  worldSlug: string
  courseSlug: string
  topicId: number
  sessionId: number
  seriesId: number
  seriesSessionId: number
  templateId: number
  articleSlug: string
  articleId: number
  channelId: number
  postId: number
  classroomId: number
  substituteOfferId: number
}

/** One page of the app: who opens it, its path, and a text that shows the right page is on screen. */
type PageCase = { page: string; who: Who; path: (f: Fixtures) => string; shows: string | ((f: Fixtures) => string) }

const PAGES: PageCase[] = [
  { page: 'home', who: 'visitor', path: () => '/', shows: 'Peerhaven' },
  { page: 'about', who: 'visitor', path: () => '/about', shows: 'About' },
  { page: 'about: team', who: 'visitor', path: () => '/about/team', shows: 'Team' },
  { page: 'about: FAQ', who: 'visitor', path: () => '/about/faq', shows: 'Frequently' },
  { page: 'about: contact', who: 'visitor', path: () => '/about/contact', shows: 'Contact' },
  { page: 'about: terms', who: 'visitor', path: () => '/about/terms', shows: 'Terms' },
  { page: 'about: privacy', who: 'visitor', path: () => '/about/privacy', shows: 'Privacy' },
  { page: 'community guidelines', who: 'visitor', path: () => '/community-guidelines', shows: 'Community' },
  { page: 'session safety', who: 'visitor', path: () => '/session-safety', shows: 'Safety' },
  { page: 'become a tutor', who: 'visitor', path: () => '/become-a-tutor', shows: 'tutor' },
  { page: 'educators', who: 'visitor', path: () => '/educators', shows: 'ducator' },
  { page: 'partnerships', who: 'visitor', path: () => '/partnerships', shows: 'artner' },
  { page: 'login', who: 'visitor', path: () => '/login', shows: 'Sign in' },
  { page: 'sign-up', who: 'visitor', path: () => '/signup', shows: 'Create account' },
  { page: 'forgot password', who: 'visitor', path: () => '/forgot-password', shows: 'password' },
  { page: 'reset password (bad link)', who: 'visitor', path: () => '/reset-password?token=not-a-token', shows: 'password' },
  { page: 'email swap link (bad link)', who: 'visitor', path: () => '/email-swap/confirm?token=not-a-token', shows: 'invalid or has expired' },
  { page: 'explore', who: 'visitor', path: () => '/explore', shows: 'Sessions' },
  { page: 'session', who: 'visitor', path: (f) => `/session/${f.sessionId}`, shows: 'Quadratics' },
  { page: 'world', who: 'visitor', path: (f) => `/w/${f.worldSlug}`, shows: 'Algebra Haven' },
  { page: 'course list', who: 'visitor', path: () => '/course/all', shows: 'All courses' },
  { page: 'course', who: 'visitor', path: (f) => `/course/${f.courseSlug}`, shows: 'Algebra' },
  { page: 'find-a-program', who: 'visitor', path: () => '/find-a-program', shows: 'program' },
  { page: 'College Admissions Workshops', who: 'visitor', path: () => '/college-admissions', shows: 'College' },
  { page: 'College Admissions Workshops, tutor view', who: 'visitor', path: () => '/college-admissions/tutor', shows: 'College' },
  { page: 'Learning Labs', who: 'visitor', path: () => '/learning-labs', shows: 'Learning Labs' },
  { page: 'Summer Camp', who: 'visitor', path: () => '/summer-camp', shows: 'Summer Camp' },
  { page: 'Key Club', who: 'visitor', path: () => '/key-club', shows: 'Club leaderboard' },
  { page: 'Key Club (join)', who: 'learner', path: () => '/key-club', shows: 'Join your club' },
  { page: 'Dialogues', who: 'visitor', path: () => '/dialogues?utm_content=health', shows: 'Dialogues' },
  { page: 'series', who: 'visitor', path: (f) => `/series/${f.seriesId}`, shows: 'Factoring club' },
  { page: 'series sessions', who: 'visitor', path: (f) => `/series/${f.seriesId}/sessions`, shows: 'Factoring club' },
  { page: 'not found (404)', who: 'visitor', path: () => '/no-such-page-here', shows: 'find that page' },
  { page: 'access blocked: signed out', who: 'visitor', path: () => '/dashboard', shows: 'sign in' },

  { page: 'dashboard', who: 'learner', path: () => '/dashboard', shows: 'Welcome' },
  { page: 'my programs', who: 'learner', path: () => '/dashboard/programs', shows: 'My programs' },
  { page: 'schedule', who: 'learner', path: () => '/schedule', shows: 'Quadratics' },
  { page: 'calendar settings', who: 'learner', path: () => '/settings/calendar', shows: 'alendar' },
  { page: 'settings', who: 'learner', path: () => '/settings', shows: 'Settings' },
  { page: 'notification settings', who: 'learner', path: () => '/settings/notifications', shows: 'otification' },
  { page: 'stories', who: 'visitor', path: () => '/stories', shows: 'Stories' },
  { page: 'your data (export, delete account)', who: 'learner', path: () => '/settings/data', shows: 'Delete your account' },
  // Filtered to the fixtures' world: in a whole run other tests' sooner sessions fill explore's first page.
  { page: 'explore', who: 'learner', path: (f) => `/explore?world=${f.worldSlug}`, shows: 'Quadratics' },
  { page: 'session (registered)', who: 'learner', path: (f) => `/session/${f.sessionId}`, shows: 'Quadratics' },
  { page: 'world (member)', who: 'learner', path: (f) => `/w/${f.worldSlug}`, shows: 'Algebra Haven' },
  { page: 'series (registered)', who: 'learner', path: (f) => `/series/${f.seriesId}`, shows: 'Factoring club' },
  { page: 'access blocked: staff page', who: 'learner', path: () => '/admin', shows: 'Access Denied' },
  { page: 'access blocked: email not verified', who: 'unverified', path: () => '/dashboard', shows: 'verify' },
  { page: 'onboarding', who: 'newcomer', path: () => '/onboarding', shows: 'Peerhaven' },
  { page: 'access blocked: suspended', who: 'suspended', path: () => '/dashboard', shows: 'suspended' },

  { page: 'tutor dashboard', who: 'tutor', path: () => '/tutor', shows: 'Quadratics' },
  { page: 'session (host)', who: 'tutor', path: (f) => `/session/${f.sessionId}`, shows: 'Quadratics' },
  { page: 'new session form', who: 'tutor', path: (f) => `/session/new?world=${f.worldSlug}`, shows: 'Schedule session' },
  { page: 'edit session form', who: 'tutor', path: (f) => `/session/${f.sessionId}/edit`, shows: 'Edit session' },
  { page: 'series learners', who: 'tutor', path: (f) => `/series/${f.seriesId}/learners`, shows: 'Factoring club' },
  { page: 'host a series from a template', who: 'tutor', path: (f) => `/w/${f.worldSlug}/schedule/series-template`, shows: 'Factoring club' },

  { page: 'world (moderator)', who: 'moderator', path: (f) => `/w/${f.worldSlug}`, shows: 'Algebra Haven' },
  { page: 'world members', who: 'moderator', path: (f) => `/w/${f.worldSlug}/moderator/members`, shows: 'Members' },

  { page: 'community', who: 'visitor', path: () => '/community', shows: 'Recent activity' },
  { page: 'channel', who: 'visitor', path: (f) => `/w/${f.worldSlug}/c/${f.channelId}`, shows: 'Questions' },
  { page: 'channel (member)', who: 'learner', path: (f) => `/w/${f.worldSlug}/c/${f.channelId}`, shows: 'Post in Questions' },
  { page: 'post (member)', who: 'learner', path: (f) => `/w/${f.worldSlug}/p/${f.postId}`, shows: 'How do you factor' },
  { page: 'channel (moderator)', who: 'moderator', path: (f) => `/w/${f.worldSlug}/c/${f.channelId}`, shows: 'How do you factor' },

  { page: 'admin home', who: 'staff', path: () => '/admin', shows: 'Staff console' },
  { page: 'admin users', who: 'staff', path: () => '/admin/users', shows: 'Users' },
  { page: 'admin user', who: 'staff', path: (f) => `/admin/users/${f.users.learner.id}`, shows: (f) => f.users.learner.username },
  { page: 'admin sessions', who: 'staff', path: () => '/admin/sessions', shows: 'Sessions' },
  { page: 'admin session', who: 'staff', path: (f) => `/admin/sessions/${f.sessionId}`, shows: 'Quadratics' },
  { page: 'admin templates', who: 'staff', path: () => '/admin/templates', shows: 'Factoring club' },
  { page: 'admin new template', who: 'staff', path: () => '/admin/templates/create', shows: 'New template' },
  { page: 'admin edit template', who: 'staff', path: (f) => `/admin/templates/${f.templateId}/edit`, shows: 'Factoring club' },
  { page: 'admin key club', who: 'staff', path: () => '/admin/key-club', shows: 'Add a district' },
  { page: 'admin program iterations', who: 'staff', path: () => '/admin/program/iterations', shows: 'Iterations' },
  { page: 'admin program emails', who: 'staff', path: () => '/admin/program/emails', shows: 'Program Emails' },
  { page: 'admin email swap', who: 'staff', path: (f) => `/admin/email-swap?q=${f.users.learner.username}&user=${f.users.learner.id}`, shows: 'New email address' },
  { page: 'admin website settings', who: 'staff', path: () => '/admin/settings', shows: 'Settings' },
  { page: 'admin marketing sources', who: 'staff', path: () => '/admin/settings-marketing-sources', shows: 'Marketing' },
  { page: 'admin Slack links', who: 'staff', path: () => '/admin/settings-slack-links', shows: 'Slack' },
  { page: 'admin form reference', who: 'staff', path: () => '/admin/forms', shows: 'Form reference' },
  { page: 'admin feedbacks', who: 'staff', path: () => '/admin/feedbacks', shows: 'Feedbacks' },
  { page: 'admin learner feedbacks', who: 'staff', path: () => '/admin/learner-feedbacks', shows: 'Learner Feedbacks' },
  { page: 'admin moderation', who: 'staff', path: () => '/admin/moderation', shows: 'Moderation' },
  { page: 'admin safety reports', who: 'staff', path: () => '/admin/reports', shows: 'Safety Reports' },
  { page: 'admin admin messages', who: 'staff', path: () => '/admin/admin-messages', shows: 'Send a message' },
  { page: 'admin detected issues', who: 'staff', path: () => '/admin/detected-issues', shows: 'Detected Issues' },
  { page: 'admin messages', who: 'staff', path: () => '/admin/messages', shows: '555-123-4567' },
  { page: 'series lesson plan (learner)', who: 'learner', path: (f) => `/series/${f.seriesId}/lesson-plan`, shows: 'Group lesson plan' },
  { page: 'series lesson plan (hosts, every learner)', who: 'tutor', path: (f) => `/series/${f.seriesId}/lesson-plan?as=tutor`, shows: 'Group lesson plan' },
  { page: 'series session prep', who: 'tutor', path: (f) => `/series/${f.seriesId}/sessions/${f.seriesSessionId}/prep`, shows: 'Prepare:' },
  { page: 'request parent consent', who: 'learner', path: () => '/request-parent-consent', shows: 'Ask a parent or guardian' },
  { page: 'consent: assent', who: 'learner', path: () => '/consent/assent', shows: 'Your assent' },
  { page: 'consent: guardians', who: 'visitor', path: () => '/guardian', shows: 'Parents and guardians' },
  { page: 'admin certifications', who: 'staff', path: () => '/admin/certifications', shows: 'Recordings to approve' },
  { page: 'certification: about', who: 'visitor', path: () => '/certification/about', shows: 'About certifications' },
  { page: 'certification: start', who: 'tutor', path: () => '/certification/start', shows: 'Start a new certification' },
  { page: 'certification: record', who: 'tutor', path: (f) => `/topic/${f.topicId}/certify`, shows: 'Certify in' },
  { page: 'certification: upload', who: 'tutor', path: (f) => `/topic/${f.topicId}/certify/manual`, shows: 'Certify in' },
  { page: 'certification: mine', who: 'tutor', path: () => '/certification/mine', shows: 'My certifications' },
  { page: 'certification: review (none)', who: 'tutor', path: () => '/certification/review', shows: 'Nothing to review' },
  { page: 'tutor trainings', who: 'tutor', path: () => '/tutor/training', shows: 'Tutor trainings' },
  { page: 'tutor trainings: completed', who: 'tutor', path: () => '/tutor/training?show=completed', shows: 'Tutor trainings' },
  { page: 'admin tutor trainings', who: 'staff', path: () => '/admin/tutor-trainings', shows: 'Tutor Trainings' },
  { page: 'my assessments', who: 'tutor', path: () => '/assessments', shows: 'My assessments' },
  { page: 'admin assessments', who: 'staff', path: () => '/admin/assessments', shows: 'Assessments' },
  { page: 'explore tutors', who: 'visitor', path: () => '/explore/tutors', shows: 'Tutors' },
  { page: 'explore tutors', who: 'learner', path: () => '/explore/tutors', shows: 'Tutors' },
  { page: 'one-on-ones', who: 'learner', path: () => '/dashboard/one-on-one', shows: 'One-on-ones' },
  { page: 'one-on-one profile', who: 'tutor', path: () => '/tutor/one-on-one', shows: 'Your one-on-one profile' },
  { page: 'SAT Bootcamp', who: 'visitor', path: () => '/sat-bootcamp', shows: 'SAT' },
  { page: 'SAT Bootcamp, tutor view', who: 'visitor', path: () => '/sat-bootcamp/tutor', shows: 'for tutors' },
  { page: 'SAT Bootcamp (signed in)', who: 'learner', path: () => '/sat-bootcamp', shows: 'SAT' },
  { page: 'admin SAT', who: 'staff', path: () => '/admin/sat', shows: 'score bands' },
  { page: 'SAT Bootcamp, tutor steps', who: 'tutor', path: () => '/sat-bootcamp/tutor/consent', shows: 'Become an SAT bootcamp tutor' },
  { page: 'SAT Bootcamp, onboarding sessions', who: 'tutor', path: () => '/sat-bootcamp/onboarding-sessions', shows: 'onboarding sessions' },
  { page: 'live help', who: 'learner', path: () => '/live-help', shows: 'Live help' },
  { page: 'live help, tutor view', who: 'tutor', path: () => '/live-help?tab=tutor&status=open', shows: 'Live help' },
  { page: 'live help, staff view', who: 'staff', path: () => '/live-help?tab=all', shows: 'Live help' },
  { page: 'peer review queue', who: 'tutor', path: () => '/tutor/peer-review', shows: 'Peer review sessions' },
  { page: 'peer reviews of my sessions', who: 'tutor', path: () => '/tutor/peer-review/mine', shows: 'Reviews of my sessions' },
  { page: 'admin peer reviews', who: 'staff', path: () => '/admin/peer-review', shows: 'Peer Reviews' },
  { page: 'admin mentor', who: 'staff', path: () => '/admin/mentor', shows: 'Mentor' },
  { page: 'admin tutors', who: 'staff', path: () => '/admin/tutors', shows: 'Tutors' },
  { page: 'admin partners', who: 'staff', path: () => '/admin/partners', shows: 'Partners' },
  { page: 'admin tutor trees', who: 'staff', path: () => '/admin/tutor-trees', shows: 'Tutor Trees' },
  { page: 'feedback from my tutors', who: 'learner', path: () => '/feedback/from-tutors', shows: 'Feedback from your tutors' },
  { page: 'admin session comments', who: 'staff', path: () => '/admin/comments/sessions', shows: 'Session comments' },
  { page: 'admin session tags', who: 'staff', path: (f) => `/admin/peer-review/sessions/${f.sessionId}/tags`, shows: 'Session tags' },
  { page: 'admin bios', who: 'staff', path: () => '/admin/bios', shows: 'Bios' },
  { page: 'tutor quiz', who: 'tutor', path: () => '/certification/quiz', shows: 'Tutor quiz' },
  { page: 'tutor a course', who: 'tutor', path: (f) => `/tutor/course/${f.courseSlug}`, shows: 'Tutor Algebra' },
  { page: 'certify in a world', who: 'tutor', path: (f) => `/tutor/world/${f.worldSlug}/certify`, shows: 'Certify in Algebra Haven' },
  { page: 'session questionnaire editor', who: 'tutor', path: (f) => `/session/${f.sessionId}/questionnaire`, shows: 'Questionnaire:' },
  { page: 'series questionnaire editor', who: 'tutor', path: (f) => `/series/${f.seriesId}/questionnaire`, shows: 'Questionnaire: Factoring club' },
  { page: 'template questionnaire editor', who: 'staff', path: (f) => `/series-templates/${f.templateId}/questionnaire`, shows: 'Questionnaire:' },
  { page: 'study spaces', who: 'visitor', path: () => '/study-spaces', shows: 'Study Spaces' },
  { page: 'study spaces (learner)', who: 'learner', path: () => '/study-spaces', shows: 'Study Spaces' },
  { page: 'study spaces (tutor)', who: 'tutor', path: () => '/study-spaces', shows: 'Host a study space' },
  { page: 'host a study space', who: 'tutor', path: () => '/session/new?format=study-space', shows: 'Study space' },
  { page: 'my classrooms (educator)', who: 'tutor', path: () => '/classrooms', shows: 'My Classrooms' },
  { page: 'my classrooms (learner)', who: 'learner', path: () => '/classrooms', shows: 'My Classrooms' },
  { page: 'join a classroom', who: 'learner', path: () => '/classrooms/join', shows: 'Join a classroom' },
  { page: 'substitute offer', who: 'tutor', path: (f) => `/substitute/${f.substituteOfferId}`, shows: 'Host this session now?' },
  { page: 'classroom progress', who: 'tutor', path: (f) => `/classrooms/${f.classroomId}/certifications`, shows: 'Algebra study group' },
  { page: 'share a safety concern', who: 'learner', path: () => '/report', shows: 'Share a safety concern' },
  { page: 'rich text check', who: 'staff', path: () => '/rich-text/check', shows: 'Rich text' },

  { page: 'profile (tutor)', who: 'visitor', path: (f) => `/u/${f.users.tutor.username}`, shows: (f) => f.users.tutor.displayName },
  { page: 'profile achievements', who: 'learner', path: (f) => `/u/${f.users.tutor.username}/achievements`, shows: 'Tiers' },
  { page: 'profile sessions', who: 'learner', path: (f) => `/u/${f.users.tutor.username}/sessions`, shows: 'Upcoming sessions' },
  { page: 'profile feedback', who: 'learner', path: (f) => `/u/${f.users.tutor.username}/feedback`, shows: 'feedback received' },
  { page: 'profile network', who: 'learner', path: (f) => `/u/${f.users.tutor.username}/network`, shows: 'Tutors followed' },
  { page: 'profile of a minor (restricted)', who: 'tutor', path: (f) => `/u/${f.users.learner.username}`, shows: 'Badges' },
  { page: 'profile achievements (staff)', who: 'staff', path: (f) => `/u/${f.users.tutor.username}/achievements`, shows: 'Give a badge' },
  { page: 'leaderboard', who: 'learner', path: () => '/leaderboard', shows: 'Leaderboard' },
  { page: 'world leaderboard', who: 'learner', path: (f) => `/leaderboard/${f.worldSlug}`, shows: 'Algebra Haven' },
  { page: 'refer a friend', who: 'learner', path: () => '/refer', shows: 'Refer a friend' },

  { page: 'blog', who: 'visitor', path: () => '/blog', shows: 'The Peerhaven Blog' },
  { page: 'blog article', who: 'visitor', path: (f) => `/blog/${f.articleSlug}`, shows: 'Study habits' },
  { page: 'feedback and ideas', who: 'visitor', path: () => '/feedback', shows: 'Feedback & Ideas' },
  { page: 'feedback and ideas', who: 'learner', path: () => '/feedback', shows: 'Share an idea' },
  { page: 'feedback and ideas (staff)', who: 'staff', path: () => '/feedback', shows: 'Save status' },
  { page: 'admin blog', who: 'staff', path: () => '/admin/blog', shows: 'Study habits' },
  { page: 'admin new article', who: 'staff', path: () => '/admin/blog/new', shows: 'New article' },
  { page: 'admin edit article', who: 'staff', path: (f) => `/admin/blog/${f.articleId}/edit`, shows: 'Publishing' },
]

// SWEEP_PAGES=<regular expression> runs only the pages whose name matches (while working on a page).
const onlyPages = process.env.SWEEP_PAGES ? new RegExp(process.env.SWEEP_PAGES, 'i') : null
const CASES = VIEWPORTS.flatMap((viewport) =>
  PAGES.filter((entry) => !onlyPages || onlyPages.test(entry.page)).map((entry) => ({ ...entry, width: viewport.width, height: viewport.height }))
)

/** Everything the pages show: one world with a course, a session, a series, and people in each role. */
async function seed(): Promise<Fixtures> {
  const suffix = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`
  const course = await makeCourse({ name: `Algebra ${suffix}` })
  const topic = await makeTopic(course.id, 'challenge', { name: `Factoring ${suffix}` })
  const world = await makeWorld('public', { title: `Algebra Haven ${suffix}`, courseId: course.id })

  const learner = await makeLearner()
  const tutor = await makeTutor()
  const moderator = await makeTutor()
  const staff = await makeUser({ roles: ['approved', 'admin:basic', 'admin:super'] })
  const unverified = await makeUser({ verified: false, onboarded: false })
  const newcomer = await makeUser({ onboarded: false })
  const suspended = await makeUser()
  await suspendUser({ userId: suspended.id, context: 'admin', reason: 'Repeated rudeness', note: 'Talk to us.', byUserId: null })
  await makeMember(learner.id, world.id)
  await makeMember(moderator.id, world.id, 'moderator')

  // More sessions than a page of explore (12), the schedule (10) and the world page (10): their pagers show.
  const sessions = []
  for (let day = 2; day < 16; day++) {
    const start = DateTime.utc().plus({ days: day }).set({ hour: 17, minute: 0, second: 0, millisecond: 0 })
    sessions.push(
      await createSession({
        userId: tutor.id,
        worldId: world.id,
        topicId: topic.id,
        title: `Quadratics together ${suffix} ${day}`,
        description: 'We will practise factoring and the quadratic formula.',
        startDate: start,
        endDate: start.plus({ hours: 1 }),
        maxLearners: 6,
        languages: ['en'],
        allowCohosts: true,
        attendancePolicy: 'standard',
      })
    )
  }
  for (const session of sessions.slice(0, 12)) {
    const registered = await registerForSession(session.id, learner.id)
    if (!registered.ok) throw new Error(`seed: could not register for a session: ${registered.reason}`)
  }
  const session = sessions[0]

  const template = await SeriesTemplate.create({
    slug: `factoring-club-${suffix}`,
    title: `Factoring club ${suffix}`,
    description: 'Four weeks of factoring, twice a week.',
    externalDescription: 'Four weeks of factoring, twice a week.',
    curriculum: 'Week 1: common factors. Week 2: trinomials.',
    attendancePolicy: 'standard',
    scheduleType: 'weekly',
    sessionsPerWeek: 2,
    weeks: 2,
    sessionMinutes: 60,
    questionnaire: [],
    maxLearners: 8,
    allowCohosts: true,
    worldId: world.id,
    courseId: course.id,
    topicId: topic.id,
    active: true,
    enabled: true,
    details: {},
  })
  const hosted = await hostSeriesFromTemplate({
    userId: tutor.id,
    template,
    firstStart: DateTime.utc().plus({ days: 3 }).set({ hour: 18, minute: 0, second: 0, millisecond: 0 }),
    zone: 'UTC',
  })
  if (!hosted.ok) throw new Error(`seed: could not host the series: ${hosted.reason}`)
  const joined = await registerForSeries(hosted.seriesId, learner.id)
  if (!joined.ok) throw new Error(`seed: could not register for the series: ${joined.reason}`)
  const article = await makeArticle('published', { title: `Study habits ${suffix}`, pinnedTo: 'all' })
  await makeIdea({ userId: tutor.id, status: 'planned' })

  const channel = await makeChannel(world, { title: 'Questions', description: 'Ask anything about factoring.' })
  const post = await makePost(learner, { channel }, { body: text('How do you factor x² + 5x + 6?') })
  await makePost(tutor, { channel }, { parent: post, body: text('Look for two numbers that multiply to 6 and add to 5.') })

  // A minor's message with a phone number to the session's host: held for review (the staff Messages page).
  const conversation = await direct(learner, tutor)
  const held = await sendMessage(learner, await Conversation.findByOrFail('externalUuid', conversation.externalUuid), doc('Can you call me? 555-123-4567'))
  if (!held.ok) throw new Error(`seed: could not send the held message: ${held.message}`)

  const classroom = await makeClassroom(tutor.id, { name: 'Algebra study group' })
  await addMember(classroom.id, learner.id)
  const substitute = await makeOffers([tutor])

  return {
    users: { learner, unverified, newcomer, suspended, tutor, moderator, staff },
    worldSlug: world.slug,
    courseSlug: course.slug,
    topicId: topic.id,
    sessionId: session.id,
    seriesId: hosted.seriesId,
    seriesSessionId: hosted.sessionIds[0],
    templateId: template.id,
    articleSlug: article.slug,
    articleId: article.id,
    channelId: channel.id,
    postId: post.id,
    classroomId: classroom.id,
    substituteOfferId: substitute.offerIds[0],
  }
}

function screenshotPath(name: string, width: number) {
  mkdirSync(shots!, { recursive: true })
  return `${shots}/${name.replace(/[^a-z0-9]+/gi, '_').toLowerCase()}_${width}.png`
}

/** Presses Tab until `target` has the focus (fails after `limit` presses). */
async function tabTo(page: Page, target: ReturnType<Page['locator']>, limit = 80) {
  for (let presses = 0; presses < limit; presses++) {
    await page.keyboard.press('Tab')
    if (await target.evaluate((element) => element === (globalThis as any).document.activeElement)) return
  }
  throw new Error(`Tab did not reach ${target} within ${limit} presses`)
}

/* Both groups share one seed: the suite migrates the database once. */
let seeded: Promise<Fixtures> | undefined
const fixturesOnce = () => (seeded ??= seed())

test.group('Accessibility: every page, 360 px and desktop', (group) => {
  let fixtures: Fixtures
  group.setup(async () => {
    fixtures = await fixturesOnce()
  })

  test('{page} ({who}) at {width} px')
    .with(CASES)
    .run(async (ctx, row) => {
      await freshContextOnRetry(ctx)
      const { browserContext } = ctx
      if (row.who !== 'visitor') await browserContext.loginAs(fixtures.users[row.who])
      const page = await browserContext.newPage()
      await page.setViewportSize({ width: row.width, height: row.height })
      try {
        // The gate runs axe-core here and fails the test on serious or critical violations.
        await page.goto(row.path(fixtures))
      } finally {
        if (shots) await page.screenshot({ path: screenshotPath(`${row.who} ${row.page}`, row.width), fullPage: true })
      }
      const shows = typeof row.shows === 'string' ? row.shows : row.shows(fixtures)
      // A loaded machine can take longer than the assertion's 5 s to render a page (seen once in a
      // full run): wait up to 20 s for the text, then assert (which says what was missing).
      // A string expression (this file is not compiled with the DOM's types); visible text only, as asserted next.
      await page.waitForFunction(`document.body.innerText.includes(${JSON.stringify(shows)})`, undefined, { timeout: 20_000 }).catch(() => {})
      await page.assertTextContains('body', shows)
    })
    // Once more on a fresh browser if Chromium itself went away mid-test (tests/helpers/resilient_browser.ts).
    .retry(1)
})

test.group('Accessibility: the main action from the keyboard', (group) => {
  let fixtures: Fixtures
  group.setup(async () => {
    fixtures = await fixturesOnce()
  })
  group.each.setup(() => resetRateLimits())

  test('home: Tab reaches "Sign up" and Enter opens the sign-up page', async ({ visit }) => {
    const page = await visit('/')
    const signUp = page.getByRole('main').getByRole('link', { name: /sign up|get started|join/i }).first()
    await tabTo(page, signUp)
    await page.keyboard.press('Enter')
    await page.waitForURL(/\/signup/)
  })

  test('login: the form is filled and sent from the keyboard', async ({ visit }) => {
    const page = await visit('/login')
    await tabTo(page, page.getByLabel('Email or username'))
    await page.keyboard.type(fixtures.users.learner.username)
    await page.keyboard.press('Tab')
    await page.keyboard.type('correct horse battery staple')
    await tabTo(page, page.getByRole('button', { name: 'Sign in' }))
    await page.keyboard.press('Enter')
    await page.waitForURL(/\/dashboard/)
  })

  test('explore: Tab reaches a session and Enter opens it', async ({ visit }) => {
    // Filtered to the fixtures' world: other browser tests' sessions that start sooner can push the
    // fixture's session off the first page of all of explore (a full run failed that way once).
    const page = await visit(`/explore?world=${fixtures.worldSlug}`)
    const card = page.locator(`a[href="/session/${fixtures.sessionId}"]`).first()
    await tabTo(page, card)
    await page.keyboard.press('Enter')
    await page.waitForURL(new RegExp(`/session/${fixtures.sessionId}$`))
  })

  test('session: a learner registers with Tab and Enter', async ({ browserContext }) => {
    const learner = await makeLearner()
    await browserContext.loginAs(learner)
    const page = await browserContext.newPage()
    await page.goto(`/session/${fixtures.sessionId}`)
    await tabTo(page, page.getByRole('button', { name: 'Register', exact: true }))
    await page.keyboard.press('Enter')
    await page.assertTextContains('body', "You're registered")
  })

  test('header: the menus open from the keyboard (drawer at 360 px, account and Learn menus at 1280 px) and pass axe', async ({ browserContext, assert }) => {
    await browserContext.loginAs(fixtures.users.learner)
    const page = await browserContext.newPage()
    await page.setViewportSize({ width: 360, height: 780 })
    await page.goto('/dashboard')
    await tabTo(page, page.getByRole('button', { name: 'Open menu' }))
    await page.keyboard.press('Enter')
    const drawer = page.getByRole('dialog', { name: 'Menu' })
    await drawer.waitFor()
    await assertAccessible(page)
    await page.keyboard.press('Escape')
    await drawer.waitFor({ state: 'hidden' })

    await page.setViewportSize({ width: 1280, height: 800 })
    await page.goto('/dashboard')
    await tabTo(page, page.getByRole('button', { name: /^Account menu for / }))
    await page.keyboard.press('Enter')
    await page.getByRole('menuitem', { name: 'Log out' }).waitFor()
    await assertAccessible(page)
    // WAI-ARIA menu button: Enter opens the menu on its first item, the arrow keys move on.
    const hasFocus = (name: string) =>
      page.getByRole('menuitem', { name }).evaluate((item) => item === (globalThis as any).document.activeElement)
    assert.isTrue(await hasFocus('Dashboard'))
    await page.keyboard.press('ArrowDown')
    // spec 000 §2.6 account menu: Dashboard, (My Profile,) My Classrooms, …
    assert.isTrue(await hasFocus('My Classrooms'))
    await page.keyboard.press('Escape')
    await page.getByRole('menuitem', { name: 'Log out' }).waitFor({ state: 'hidden' })

    await page.getByRole('button', { name: 'Learn' }).focus()
    await page.keyboard.press('Enter')
    await page.getByRole('menuitem', { name: 'Explore All' }).waitFor()
    await assertAccessible(page)
  })

  test('session: the host opens the cancel dialog from the keyboard; the dialog passes axe and Escape closes it', async ({ browserContext }) => {
    await browserContext.loginAs(fixtures.users.tutor)
    const page = await browserContext.newPage()
    await page.goto(`/session/${fixtures.sessionId}`)
    await tabTo(page, page.getByRole('button', { name: 'Cancel session' }))
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', { name: 'Cancel this session?' })
    await dialog.waitFor()
    // The gate checks pages after navigations; a dialog is a state of the page, checked here.
    await assertAccessible(page)
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'hidden' })
  })

  test('series: a learner registers for the series with Tab and Enter', async ({ browserContext }) => {
    const learner = await makeLearner()
    await browserContext.loginAs(learner)
    const page = await browserContext.newPage()
    await page.goto(`/series/${fixtures.seriesId}`)
    await tabTo(page, page.getByRole('button', { name: 'Register for the series' }))
    await page.keyboard.press('Enter')
    await page.assertTextContains('body', "You're registered")
  })
})

/* The gate itself, on pages served by the browser (route) so the app stays out of it. */
const UNNAMED_BUTTON = '<!doctype html><html lang="en"><head><title>Broken</title></head><body><main><h1>Broken</h1><button id="mute"><svg width="10" height="10"></svg></button></main></body></html>'
const LINK_TO_BROKEN = '<!doctype html><html lang="en"><head><title>Start</title></head><body><main><h1>Start</h1><a href="/gate-check/broken">Next</a></main></body></html>'

test.group('Accessibility gate', () => {
  test('page.goto fails on a critical violation, naming the rule, impact, target, page and viewport', async ({ browserContext, assert }) => {
    await browserContext.route('**/gate-check/broken', (route) => route.fulfill({ contentType: 'text/html', body: UNNAMED_BUTTON }))
    const page = await browserContext.newPage()
    await page.setViewportSize({ width: 360, height: 780 })
    await assert.rejects(() => page.goto('/gate-check/broken'), /button-name \(critical\)[\s\S]*#mute/)
    await assert.rejects(() => page.goto('/gate-check/broken'), /on http:\/\/[^ ]+\/gate-check\/broken \(viewport 360x780\)/)
  })

  test('a page reached by a click is checked when the test ends', async ({ browserContext, assert }) => {
    await browserContext.route('**/gate-check/start', (route) => route.fulfill({ contentType: 'text/html', body: LINK_TO_BROKEN }))
    await browserContext.route('**/gate-check/broken', (route) => route.fulfill({ contentType: 'text/html', body: UNNAMED_BUTTON }))
    const page = await browserContext.newPage()
    await page.goto('/gate-check/start')
    await page.getByRole('link', { name: 'Next' }).click()
    await page.assertPath('/gate-check/broken')
    // What the gate runs after each test; called here to see it fail.
    await assert.rejects(() => checkOpenPages(browserContext), /button-name \(critical\)/)
  })
})
