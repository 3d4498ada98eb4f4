import type { HttpContext } from '@adonisjs/core/http'
import { DateTime } from 'luxon'
import User from '../models/user.js'
import { loginValidator, signupValidator, forgotPasswordValidator, resetPasswordValidator } from '../validators/account_validators.js'
import { accountMessages } from '../validators/messages.js'
import { parseReturnTo, withReturnTo } from '../return_to.js'
import { isOldEnough } from '../age.js'
import { renderBlocked } from '../blocked_screen.js'
import { sendPasswordResetEmail, sendVerificationEmail } from '../mails.js'
import { readEmailVerificationToken, readPasswordResetToken } from '../tokens.js'
import { createAccount } from '../actions/create_account.js'
import { verifyEmail } from '../actions/verify_email.js'
import { resetPassword } from '../actions/reset_password.js'
import { refuseForm, wantsJson } from '#app/support/http'
import { forgetViewer } from '../viewer.js'
import { normalizeTimezone } from '../timezones.js'

/** Set when a sign-up is refused for age; stops an immediate retry with another birth date. */
export const AGE_GATE_COOKIE = 'ph_age_gate'
const AGE_GATE_MAX_AGE = '24h'

/** Where a signed-in user goes next: the returnTo path, else onboarding or the dashboard. */
function landingFor(user: User, returnTo: string | null) {
  if (!user.isOnboarded) return withReturnTo('/onboarding', returnTo)
  return returnTo ?? '/dashboard'
}

export default class AuthController {
  async showLogin({ inertia, request }: HttpContext) {
    return inertia.render('identity/login', { returnTo: parseReturnTo(request.qs().returnTo) })
  }

  async login(ctx: HttpContext) {
    const { request, auth, session, response } = ctx
    const payload = await request.validateUsing(loginValidator, { messagesProvider: accountMessages })
    const returnTo = parseReturnTo(payload.returnTo)
    let user: User
    try {
      user = await User.verifyCredentials(payload.uid.includes('@') ? payload.uid.toLowerCase() : payload.uid, payload.password)
    } catch {
      return refuseForm(ctx, { form: "Those details don't match an account. Check them and try again." })
    }
    // A fresh session id at login (no fixation); tag it so it can be ended server-side later.
    session.regenerate()
    await auth.use('web').login(user)
    await session.tag(String(user.id))
    forgetViewer(ctx)
    if (wantsJson(ctx)) return response.ok({ redirectTo: landingFor(user, returnTo) })
    return response.redirect(landingFor(user, returnTo))
  }

  async showSignup(ctx: HttpContext) {
    if (ctx.request.cookie(AGE_GATE_COOKIE)) return renderBlocked(ctx, 'not_enough_age')
    return ctx.inertia.render('identity/signup', { returnTo: parseReturnTo(ctx.request.qs().returnTo) })
  }

  async signup(ctx: HttpContext) {
    const { request, response, auth, session } = ctx
    if (request.cookie(AGE_GATE_COOKIE)) return renderBlocked(ctx, 'not_enough_age')
    const payload = await request.validateUsing(signupValidator, { messagesProvider: accountMessages })
    const dateOfBirth = DateTime.fromJSDate(payload.dateOfBirth, { zone: 'utc' })
    if (!isOldEnough(dateOfBirth)) {
      // spec 000 §2.3 not_enough_age. Nothing about the applicant is stored.
      response.cookie(AGE_GATE_COOKIE, '1', { maxAge: AGE_GATE_MAX_AGE, httpOnly: true, sameSite: 'lax' })
      return renderBlocked(ctx, 'not_enough_age')
    }
    const returnTo = parseReturnTo(payload.returnTo)
    const user = await createAccount({
      email: payload.email,
      username: payload.username,
      name: payload.name,
      password: payload.password,
      dateOfBirth,
      timezone: normalizeTimezone(request.header('x-timezone')),
    })
    await sendVerificationEmail(user, returnTo)
    session.regenerate()
    await auth.use('web').login(user)
    await session.tag(String(user.id))
    forgetViewer(ctx)
    const next = withReturnTo('/onboarding', returnTo)
    if (wantsJson(ctx)) return response.created({ redirectTo: next })
    return response.redirect(next)
  }

  /**
   * spec 000 §2.2 /api/auth/login: logged in and not verifying → the target directly;
   * otherwise the sign-in (or sign-up, mode=signup) page with returnTo attached.
   * mode=verify re-checks the email: verified → target, else back with verifying_email.
   */
  async apiLogin({ request, response, auth }: HttpContext) {
    const { mode } = request.qs()
    const returnTo = parseReturnTo(request.qs().returnTo)
    const user = auth.user as User | undefined
    if (user && mode === 'verify') {
      await user.refresh()
      if (user.isEmailVerified) return response.redirect(returnTo ?? landingFor(user, null))
      const target = new URL(returnTo ?? '/dashboard', 'http://x')
      target.searchParams.set('verifying_email', '1')
      return response.redirect(`${target.pathname}${target.search}`)
    }
    if (user) return response.redirect(returnTo ?? landingFor(user, null))
    return response.redirect(withReturnTo(mode === 'signup' ? '/signup' : '/login', returnTo))
  }

  async logout({ auth, session, response }: HttpContext) {
    if (auth.user) await auth.use('web').logout()
    // Ends the session on the server, not only in the browser.
    session.clear()
    session.regenerate()
    return response.redirect().toRoute('home.show')
  }

  async verifyEmail(ctx: HttpContext) {
    const { request, response, session, auth } = ctx
    const token = typeof request.qs().token === 'string' ? request.qs().token : ''
    const returnTo = parseReturnTo(request.qs().returnTo)
    const decoded = token ? readEmailVerificationToken(token) : null
    const user = decoded ? await User.find(decoded.userId) : null
    if (!decoded || !user || !decoded.matches(user)) {
      session.flash('error', 'This verification link has expired or was already replaced. Sign in and ask for a new one.')
      return response.redirect().toRoute(auth.user ? 'dashboard.learner' : 'auth.show_login')
    }
    await verifyEmail(user)
    session.flash('success', 'Your email is verified. Welcome!')
    if (!auth.user || auth.user.id !== user.id) {
      return response.redirect(withReturnTo('/login', returnTo ?? landingFor(user, null)))
    }
    forgetViewer(ctx)
    return response.redirect(landingFor(user, returnTo))
  }

  async resendVerification(ctx: HttpContext) {
    const user = ctx.auth.user as User
    if (user.isEmailVerified) {
      ctx.session.flash('success', 'Your email is already verified.')
    } else {
      await sendVerificationEmail(user)
      ctx.session.flash('success', 'Email verification has been sent!')
    }
    if (wantsJson(ctx)) return ctx.response.ok({ sent: !user.isEmailVerified })
    return ctx.response.redirect().back()
  }

  async showForgotPassword({ inertia }: HttpContext) {
    return inertia.render('identity/forgot_password', {})
  }

  async forgotPassword({ request, response, session }: HttpContext) {
    const { email } = await request.validateUsing(forgotPasswordValidator, { messagesProvider: accountMessages })
    const user = await User.findBy('email', email.toLowerCase())
    if (user) await sendPasswordResetEmail(user)
    // Same answer either way: never reveal whether an address has an account.
    session.flash('success', 'If an account uses that email, a reset link is on its way. Check your spam folder too.')
    return response.redirect().toRoute('auth.show_login')
  }

  async showResetPassword({ inertia, request }: HttpContext) {
    const token = typeof request.qs().token === 'string' ? request.qs().token : ''
    return inertia.render('identity/reset_password', { token })
  }

  async resetPassword(ctx: HttpContext) {
    const payload = await ctx.request.validateUsing(resetPasswordValidator, { messagesProvider: accountMessages })
    const decoded = readPasswordResetToken(payload.token)
    const user = decoded ? await User.find(decoded.userId) : null
    if (!decoded || !user || !decoded.matches(user)) {
      return refuseForm(ctx, { token: 'This reset link has expired or was already used. Ask for a new one.' })
    }
    await resetPassword(user, payload.password)
    ctx.session.flash('success', 'Your password was changed. Sign in with the new one.')
    return ctx.response.redirect().toRoute('auth.show_login')
  }
}
