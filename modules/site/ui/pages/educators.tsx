import { IconSchool } from '@tabler/icons-react'
import { Callout } from '../components/Callout'
import { ContentPage, type ContentSection } from '../components/ContentPage'
import { MailLink, PageLink } from '../components/PageLinks'
import type { Data } from '~generated/data'

type Emails = Data.Site.Claims.Variants['forEmails']
type Props = { emails: Emails }

function sections(emails: Emails): ContentSection[] {
  return [
    {
      id: 'for-your-students',
      title: 'Extra help for your students, at no cost',
      content: (
        <>
          <p>
            You can’t sit with every student who needs one more explanation. Peerhaven can help:
            your students join live, small-group sessions with certified volunteer tutors, in the
            evenings and at weekends, for free.
          </p>
          <ul>
            <li>
              <strong>Math support</strong> from Algebra 2 to Pre-Calculus, including learning labs
              that follow a course week by week.
            </li>
            <li>
              <strong>Live help</strong> for a quick question the night before a test.
            </li>
            <li>
              <strong>Test preparation</strong>, including a four-week SAT bootcamp: two 75-minute
              sessions a week, with at most 10 learners per group.
            </li>
          </ul>
        </>
      ),
    },
    {
      id: 'for-counselors',
      title: 'For counselors',
      content: (
        <p>
          College admissions workshops walk students through applications, essays and choosing
          where to apply, with volunteers who went through it recently. They are especially useful
          for students who are the first in their family to apply to college, or whose school has
          few counselors for many students.
        </p>
      ),
    },
    {
      id: 'students-as-tutors',
      title: 'Your strongest students can tutor',
      content: (
        <>
          <p>
            Students who know a topic well can get certified and tutor others. It deepens their own
            understanding, builds confidence and is recorded as volunteer time, which helps with
            service hour requirements. Schools with a service club can run it through our school
            service-club programme.
          </p>
          <p>
            Share <PageLink href="/become-a-tutor">Become a tutor</PageLink> with students who might
            be interested.
          </p>
        </>
      ),
    },
    {
      id: 'classrooms',
      title: 'Classrooms',
      content: (
        <p>
          A classroom groups your students on Peerhaven so you can follow the sessions they attend
          and the certifications they earn. <PageLink href="/classrooms">Create a classroom</PageLink>{' '}
          and give your students its join code; each student chooses to share their progress with
          you and can stop at any time. Questions? Write to{' '}
          <MailLink address={emails.help} subject="Classroom for my students" />.
        </p>
      ),
    },
    {
      id: 'safety',
      title: 'Safe by design',
      content: (
        <p>
          Most of our learners are under 18. Sessions are group-only, tutors are certified and peer
          reviewed, recordings are reviewed by our safety team and there is no private contact
          between tutors and learners. See our{' '}
          <PageLink href="/session-safety">session safety measures</PageLink> and the{' '}
          <PageLink href="/about/privacy#minors">protections for learners under 18</PageLink>.
        </p>
      ),
    },
    {
      id: 'recommend',
      title: 'How to recommend Peerhaven',
      content: (
        <ol>
          <li>Share the Peerhaven address with your class, on your class page or in a newsletter.</li>
          <li>Students aged 13 and up create their own free account and pick the topics they need.</li>
          <li>
            For students under 18, let families know; some programs, such as the SAT bootcamp, ask
            for a parent’s or guardian’s consent.
          </li>
          <li>
            Tell us how it goes: <MailLink address={emails.help} subject="Educator feedback" />.
          </li>
        </ol>
      ),
    },
  ]
}

/** /educators (spec 000 §2.1 target of /teachers, /counselors): for teachers and counselors. */
export default function Educators({ emails }: Props) {
  return (
    <ContentPage
      title="Peerhaven for educators"
      documentTitle="For educators"
      eyebrow="Teachers · Counselors"
      intro={
        <p style={{ margin: 0 }}>
          Free, safe, small-group tutoring your students can join from anywhere, and a way for your
          strongest students to give back by tutoring others.
        </p>
      }
      sections={sections(emails)}
      footer={
        <Callout
          icon={<IconSchool size={24} aria-hidden="true" />}
          title="Working with a whole school or district?"
          secondary={{ label: 'See partnerships', href: '/partnerships' }}
        >
          We work with schools and non-profits on programs for their students.
        </Callout>
      }
    />
  )
}
