import { Button } from '@mantine/core'
import { Link, usePage } from '@inertiajs/react'
import { IconSparkles } from '@tabler/icons-react'
import type { SharedProps } from '~/lib/shared_props'
import { Callout } from '../components/Callout'
import { ContentPage, type ContentSection } from '../components/ContentPage'
import { PageLink } from '../components/PageLinks'
import type { Data } from '~generated/data'

type Stats = Data.Site.Claims
type Props = { stats: Stats }

function sections(stats: Stats): ContentSection[] {
  return [
    {
      id: 'who-can-tutor',
      title: 'Who can tutor',
      content: (
        <>
          <p>
            You don’t need to be a teacher. High school students, college students and adults all
            tutor on Peerhaven, and together they make up a community of {stats.tutors} volunteers.
            What matters is that you:
          </p>
          <ul>
            <li>know a topic well, usually because you have studied it and done well in it;</li>
            <li>enjoy explaining things and are patient when someone doesn’t get it the first time;</li>
            <li>
              agree to our <PageLink href="/community-guidelines">community guidelines</PageLink> and{' '}
              <PageLink href="/session-safety">session safety</PageLink> rules.
            </li>
          </ul>
          <p>
            Everyone needs a Peerhaven account, which means being at least 13. Some volunteer roles
            that involve more responsibility are open only to adults and may include a background
            check.
          </p>
        </>
      ),
    },
    {
      id: 'certification',
      title: 'Certification, one topic at a time',
      tocLabel: 'About certifications',
      content: (
        <>
          <p>
            You tutor only what you are certified in. Each topic, such as Algebra 2, Pre-Calculus or
            SAT Math, has its own certification, so learners know their tutor has shown they
            understand the material.
          </p>
          <ul>
            <li>
              A certification checks your knowledge of the topic and how you would explain it to a
              learner.
            </li>
            <li>
              Some answers are reviewed by experienced tutors, so a certification may take a few days
              to be confirmed.
            </li>
            <li>
              You can add more certifications over time. Many tutors start with one topic and branch
              out.
            </li>
          </ul>
        </>
      ),
    },
    {
      id: 'training',
      title: 'Training and support',
      content: (
        <p>
          Before your first session you complete a short tutor training: how a session runs, how to
          get a quiet group talking, and how to keep learners safe. Your first sessions come with
          extra support, and you can co-host with a more experienced tutor while you find your feet.
        </p>
      ),
    },
    {
      id: 'volunteer-hours',
      title: 'Volunteer hours that count',
      content: (
        <>
          <p>
            Every session you host is recorded as volunteer time, along with the volunteer roles you
            take on. You can follow your hours in your account, which helps if your school, club or
            scholarship asks for service hours.
          </p>
          <p>
            You decide how much to give. Some tutors host one session a week during the school year;
            others run a whole SAT bootcamp series in the summer.
          </p>
        </>
      ),
    },
    {
      id: 'growing',
      title: 'Growing as a tutor',
      content: (
        <p>
          Learners rate every session, and experienced tutors peer review sessions to give you
          specific, kind feedback. As you host more sessions you earn points, achievements and
          levels, and new volunteer roles open up: peer reviewer, mentor, coach or moderator.
        </p>
      ),
    },
    {
      id: 'steps',
      title: 'How to get started',
      content: (
        <ol>
          <li>
            <strong>Create your account</strong> and tell us, during onboarding, that you want to
            tutor.
          </li>
          <li>
            <strong>Complete the tutor training</strong>.
          </li>
          <li>
            <strong>Earn your first certification</strong> in a topic you know well.
          </li>
          <li>
            <strong>Host your first session</strong>: pick a time, prepare a plan, and welcome your
            learners.
          </li>
          <li>
            <strong>Keep going</strong>: read your feedback, host again, and add topics when you are
            ready.
          </li>
        </ol>
      ),
    },
  ]
}

/** /become-a-tutor (spec 000 §2.2): who can tutor, certification, hours and steps. */
export default function BecomeATutor({ stats }: Props) {
  const { props } = usePage<SharedProps>()
  return (
    <ContentPage
      title="Become a volunteer tutor"
      documentTitle="Become a tutor"
      eyebrow="Tutoring"
      intro={
        <p style={{ margin: 0 }}>
          Help learners in live small-group sessions, get better at what you know by teaching it,
          and count every hour you give. Join {stats.tutors} volunteer tutors.
        </p>
      }
      actions={
        props.user ? (
          <Button component={Link} href="/dashboard" size="md">
            Go to your dashboard
          </Button>
        ) : (
          <>
            <Button component={Link} href="/signup" size="md">
              Sign up to tutor
            </Button>
            <Button component="a" href="#steps" size="md" variant="default">
              See the steps
            </Button>
          </>
        )
      }
      sections={sections(stats)}
      footer={
        <Callout
          icon={<IconSparkles size={24} aria-hidden="true" />}
          title="Ready when you are"
          visitor={{ label: 'Create a free account', href: '/signup' }}
          member={{ label: 'Go to your dashboard', href: '/dashboard' }}
          secondary={{ label: 'Read the FAQ', href: '/about/faq#tutors' }}
        >
          Tutoring on Peerhaven is free, flexible and done on your schedule.
        </Callout>
      }
    />
  )
}
