import { ContentPage, type ContentSection } from '../components/ContentPage'
import { MailLink, PageLink } from '../components/PageLinks'
import type { Data } from '~generated/data'

type Emails = Data.Site.Claims.Variants['forEmails']
type Props = { emails: Emails }

function sections(emails: Emails): ContentSection[] {
  return [
    {
      id: 'summary',
      title: 'The short version',
      content: (
        <ul>
          <li>We collect what we need to run tutoring sessions safely, and nothing more.</li>
          <li>We don’t sell your data and we don’t show ads.</li>
          <li>
            Learners under 18 get privacy-protective defaults: no public last names and no direct
            contact details, ever.
          </li>
          <li>Sessions are recorded for safety and kept only for a limited time.</li>
          <li>You, or your parent or guardian, can ask us to delete your account.</li>
        </ul>
      ),
    },
    {
      id: 'data-we-collect',
      title: 'Data we collect',
      content: (
        <>
          <h3>What you give us</h3>
          <ul>
            <li>
              <strong>Account details</strong>: your username, name, email address, password
              (stored only in a scrambled form we cannot read) and date of birth.
            </li>
            <li>
              <strong>Onboarding answers</strong>: why you joined, what kind of education you are
              in, your time zone and, if you choose, your school and language preferences.
            </li>
            <li>
              <strong>A phone number</strong>, only if you add one to receive session reminders by
              text message.
            </li>
            <li>
              <strong>What you write</strong>: posts, comments, messages, session feedback and
              reports.
            </li>
            <li>
              <strong>For tutors</strong>: certification answers, training progress, the sessions
              you host and your volunteer hours.
            </li>
          </ul>
          <h3>What we record as you use Peerhaven</h3>
          <ul>
            <li>The sessions and series you register for, attend or host.</li>
            <li>Session recordings (see <a href="#recordings">recordings</a>).</li>
            <li>
              Technical data needed to run the site securely: your IP address, browser type and the
              pages you request, kept in our server logs.
            </li>
            <li>
              A few cookies: one that keeps you signed in, and short-lived ones (7 days) that
              remember a referral or that you were about to sign in. We don’t use advertising
              cookies.
            </li>
          </ul>
        </>
      ),
    },
    {
      id: 'how-we-use-data',
      title: 'How we use it',
      content: (
        <ul>
          <li>To run your account and the sessions you join or host.</li>
          <li>To keep everyone safe: reviewing reports, recordings and new accounts.</li>
          <li>To send you the emails and reminders you need, such as session reminders.</li>
          <li>To help tutors improve, through feedback and peer review.</li>
          <li>
            To understand, in aggregate, what works: which sessions help learners most, and where
            we should add tutors.
          </li>
        </ul>
      ),
    },
    {
      id: 'minors',
      title: 'Learners under 18',
      content: (
        <>
          <p>
            Most of our learners are between 13 and 18. We don’t allow accounts for children under
            13, and if we learn that one was created, we delete it. For everyone under 18, the
            defaults are set to protect them, and they can’t be switched off:
          </p>
          <ul>
            <li>
              <strong>No public last names.</strong> Other people see your first name and the
              initial of your last name, never your full name.
            </li>
            <li>
              <strong>No direct contact details.</strong> Your email address and phone number are
              never shown to tutors or other learners, and sharing private contact details is
              against our <PageLink href="/community-guidelines">community guidelines</PageLink>.
            </li>
            <li>
              <strong>No date of birth on profiles.</strong> We use it only to check your age and
              apply these protections.
            </li>
            <li>
              <strong>Parents and guardians stay in control.</strong> Some programs ask for a
              parent’s or guardian’s consent before a learner under 18 can take part, and a parent
              or guardian can ask us to see or delete their child’s data at any time (see{' '}
              <a href="#your-choices">your choices</a>).
            </li>
          </ul>
        </>
      ),
    },
    {
      id: 'recordings',
      title: 'Session recordings',
      content: (
        <p>
          Sessions are recorded so our safety team can review what happened if something is
          reported, and so peer reviewers can give tutors feedback. Recordings are never published.
          We keep them for about 30 days; a recording tied to an open safety report is kept until
          the report is closed.
        </p>
      ),
    },
    {
      id: 'sharing',
      title: 'Who we share data with',
      content: (
        <>
          <p>We don’t sell personal data, and we don’t share it with advertisers. We share it only:</p>
          <ul>
            <li>
              with the services that help us run Peerhaven, such as hosting, email, text messages
              and video sessions, under contracts that only let them use it for us;
            </li>
            <li>
              with a parent or guardian who gives consent for a program, limited to what that
              consent needs;
            </li>
            <li>
              with a partner school or organisation, only for learners who joined through that
              partner and only what the program needs (for example, attendance);
            </li>
            <li>when the law requires it, or to protect someone who may be in danger.</li>
          </ul>
        </>
      ),
    },
    {
      id: 'retention',
      title: 'How long we keep data',
      content: (
        <p>
          We keep your account data while your account is open. When an account is deleted, we
          remove the personal details and show what you wrote as coming from a deleted user, unless
          you also ask us to remove it. We keep a small record of safety reports and volunteer hours
          longer when we need it to protect learners or to confirm hours a volunteer earned.
        </p>
      ),
    },
    {
      id: 'your-choices',
      title: 'Your choices',
      content: (
        <>
          <ul>
            <li>
              <strong>See and correct</strong> your details in your account settings at any time.
            </li>
            <li>
              <strong>Choose your notifications</strong>, including turning off reminder emails.
            </li>
            <li>
              <strong>Get a copy</strong> of your data, or <strong>delete your account</strong>, by
              writing to <MailLink address={emails.help} subject="Privacy request" /> from the email
              address of your account.
            </li>
            <li>
              <strong>Parents and guardians</strong> of a learner under 18 can ask for a copy of
              their child’s data or for its deletion at the same address. We will ask a few
              questions to confirm that you are the learner’s parent or guardian.
            </li>
          </ul>
          <p>Depending on where you live, you may have further rights under the law; we respect them.</p>
        </>
      ),
    },
    {
      id: 'security',
      title: 'Keeping data secure',
      content: (
        <p>
          Passwords are stored hashed, connections to Peerhaven are encrypted, and only the staff
          who need it for their work, such as the safety team, can see personal data. If a breach
          ever affected your data, we would tell you.
        </p>
      ),
    },
    {
      id: 'changes',
      title: 'Changes to this policy',
      content: (
        <p>
          If we change this policy in a way that matters, we will tell you in the product before the
          change takes effect. The <PageLink href="/about/terms">terms of use</PageLink> explain the
          rest of our agreement with you.
        </p>
      ),
    },
    {
      id: 'contact',
      title: 'Contact',
      content: (
        <p>
          Questions about privacy, and requests to see or delete data:{' '}
          <MailLink address={emails.help} subject="Privacy request" />. Safety concerns:{' '}
          <MailLink address={emails.safety} />.
        </p>
      ),
    },
  ]
}

/** /about/privacy (spec 000 §2.2, linked with anchors such as #minors). */
export default function Privacy({ emails }: Props) {
  return (
    <ContentPage
      title="Privacy policy"
      eyebrow="Resources · Privacy"
      intro={
        <p style={{ margin: 0 }}>
          Peerhaven is used by a lot of teenagers, so we try to collect little, explain clearly and
          protect young people by default. This page tells you what we collect, why, who sees it
          and what you can do about it.
        </p>
      }
      sections={sections(emails)}
    />
  )
}
