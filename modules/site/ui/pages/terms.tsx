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
          <li>Peerhaven is free. You must be at least 13 to have an account.</li>
          <li>Be honest about who you are, and keep your account to yourself.</li>
          <li>
            Treat everyone with respect and follow the{' '}
            <PageLink href="/community-guidelines">community guidelines</PageLink>.
          </li>
          <li>Sessions are recorded so our safety team can review them.</li>
          <li>What you write stays yours; you let us show it on Peerhaven.</li>
          <li>If you break the rules, we may limit or close your account.</li>
        </ul>
      ),
    },
    {
      id: 'who-can-use',
      title: 'Who can use Peerhaven',
      content: (
        <>
          <p>
            You can create an account if you are 13 or older. If you are under 18, please read these
            terms with a parent or guardian: some programs ask for their consent before you can
            take part, and we apply extra protections to your account (see{' '}
            <PageLink href="/about/privacy#minors">learners under 18</PageLink> in our privacy
            policy).
          </p>
          <p>
            One person, one account. The information you give us, including your name and date of
            birth, must be true. We may ask you to verify your age before you join some sessions.
          </p>
        </>
      ),
    },
    {
      id: 'your-account',
      title: 'Your account',
      content: (
        <p>
          You are responsible for what happens under your account, so choose a strong password and
          don’t share it. If you think someone else has used your account, change your password and
          tell us at <MailLink address={emails.help} />. Our team reviews new accounts and may
          ask for more information before approving one.
        </p>
      ),
    },
    {
      id: 'community-rules',
      title: 'How we expect you to behave',
      tocLabel: 'Community rules',
      content: (
        <>
          <p>
            Our <PageLink href="/community-guidelines">community guidelines</PageLink> are part of
            these terms. In short, you agree not to:
          </p>
          <ul>
            <li>harass, threaten, bully or discriminate against anyone;</li>
            <li>share sexual, violent or otherwise inappropriate content;</li>
            <li>
              ask for or share private contact details, or try to move a conversation with a learner
              off Peerhaven;
            </li>
            <li>pretend to be someone else, or create accounts for someone else;</li>
            <li>cheat on certifications, or help someone cheat on an exam or assignment;</li>
            <li>advertise, sell, spam or collect other people’s data;</li>
            <li>try to break, overload or get around the security of the platform.</li>
          </ul>
        </>
      ),
    },
    {
      id: 'sessions',
      title: 'Sessions and recordings',
      content: (
        <>
          <p>
            Sessions take place in groups, online, at the times shown. Register only for sessions
            you plan to attend and cancel if you can’t make it, so someone else can have your seat.
            Repeatedly missing sessions may pause your ability to register.
          </p>
          <p>
            Sessions are recorded. Recordings are used to keep learners safe, to review reports and
            to help tutors improve through peer review. They are not published. Our{' '}
            <PageLink href="/about/privacy#recordings">privacy policy</PageLink> explains how long
            we keep them.
          </p>
        </>
      ),
    },
    {
      id: 'tutors',
      title: 'Volunteer tutors',
      content: (
        <>
          <p>
            Tutors are volunteers, not employees or professional teachers, and they are not paid.
            They host sessions only in topics they are certified in. We check their teaching through
            peer review and feedback, but we can’t promise that every explanation is perfect: if
            something seems wrong, ask, and check important things with your teacher.
          </p>
          <p>
            As a tutor, you agree to prepare for your sessions, to follow the{' '}
            <PageLink href="/session-safety">session safety</PageLink> rules and to keep every
            interaction with learners on Peerhaven. We may pause or withdraw a certification if
            feedback or a review shows a problem.
          </p>
        </>
      ),
    },
    {
      id: 'your-content',
      title: 'What you write and share',
      content: (
        <p>
          Posts, comments, messages, feedback and other things you write remain yours. By sharing
          them on Peerhaven, you allow us to store them, show them to the people you shared them
          with and use them to run and improve the service. Only share things you have the right to
          share, and never share someone else’s personal information. We may remove content that
          breaks these terms.
        </p>
      ),
    },
    {
      id: 'enforcement',
      title: 'When rules are broken',
      content: (
        <>
          <p>
            Depending on what happened, we may remove content, send you a warning, limit what you
            can do, or suspend or close your account. When a learner’s safety may be at risk, we act
            first and review afterwards, and we may report serious matters to the authorities.
          </p>
          <p>
            If you think we got it wrong, write to <MailLink address={emails.help} subject="Appeal" />{' '}
            and a person will look at it again.
          </p>
        </>
      ),
    },
    {
      id: 'free-service',
      title: 'A free service, offered as it is',
      tocLabel: 'A free service',
      content: (
        <p>
          We work hard to keep Peerhaven running well, but as a free, volunteer-powered service we
          can’t guarantee that every session will take place or that the site will always be
          available. To the extent the law allows, we are not responsible for losses that come from
          using Peerhaven. Nothing in these terms takes away rights you have under the law where you
          live.
        </p>
      ),
    },
    {
      id: 'leaving',
      title: 'Leaving Peerhaven',
      content: (
        <p>
          You can stop using Peerhaven at any time and ask us to delete your account. Parents and
          guardians can ask us to delete the account of a child under 18. See{' '}
          <PageLink href="/about/privacy#your-choices">your choices</PageLink> in our privacy policy.
        </p>
      ),
    },
    {
      id: 'changes',
      title: 'Changes to these terms',
      content: (
        <p>
          When we change these terms in a way that matters, we will tell you in the product before
          the change takes effect. If you keep using Peerhaven after that, the new terms apply.
        </p>
      ),
    },
    {
      id: 'contact',
      title: 'Questions',
      content: (
        <p>
          Write to <MailLink address={emails.help} subject="Terms of use" />. For anything about
          safety, write to <MailLink address={emails.safety} />.
        </p>
      ),
    },
  ]
}

/** /about/terms (spec 000 §2.2): terms of use in plain language. */
export default function Terms({ emails }: Props) {
  return (
    <ContentPage
      title="Terms of use"
      eyebrow="Resources · Terms"
      intro={
        <p style={{ margin: 0 }}>
          These terms are the agreement between you and Peerhaven when you use the site. We have
          written them to be read, not skimmed past: they are short, and each part says what it
          means.
        </p>
      }
      sections={sections(emails)}
    />
  )
}
