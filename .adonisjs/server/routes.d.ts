import '@adonisjs/core/types/http'

type ParamValue = string | number | bigint | boolean

export type ScannedRoutes = {
  ALL: {
    'home.show': { paramsTuple?: []; params?: {} }
    'admin_home.show': { paramsTuple?: []; params?: {} }
    'auth.show_login': { paramsTuple?: []; params?: {} }
    'auth.login': { paramsTuple?: []; params?: {} }
    'auth.show_signup': { paramsTuple?: []; params?: {} }
    'auth.signup': { paramsTuple?: []; params?: {} }
    'auth.show_forgot_password': { paramsTuple?: []; params?: {} }
    'auth.forgot_password': { paramsTuple?: []; params?: {} }
    'auth.show_reset_password': { paramsTuple?: []; params?: {} }
    'auth.reset_password': { paramsTuple?: []; params?: {} }
    'auth.verify_email': { paramsTuple?: []; params?: {} }
    'auth.api_login': { paramsTuple?: []; params?: {} }
    'auth.logout': { paramsTuple?: []; params?: {} }
    'auth.logout.link': { paramsTuple?: []; params?: {} }
    'auth.resend_verification': { paramsTuple?: []; params?: {} }
    'onboarding.show': { paramsTuple?: []; params?: {} }
    'onboarding.store': { paramsTuple?: []; params?: {} }
    'settings.show': { paramsTuple?: []; params?: {} }
    'settings.update': { paramsTuple?: []; params?: {} }
    'settings.show_notifications': { paramsTuple?: []; params?: {} }
    'settings.update_notifications': { paramsTuple?: []; params?: {} }
    'settings.set_timezone': { paramsTuple?: []; params?: {} }
    'announcements.dismiss': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'dashboard.show': { paramsTuple?: []; params?: {} }
  }
  GET: {
    'home.show': { paramsTuple?: []; params?: {} }
    'admin_home.show': { paramsTuple?: []; params?: {} }
    'auth.show_login': { paramsTuple?: []; params?: {} }
    'auth.show_signup': { paramsTuple?: []; params?: {} }
    'auth.show_forgot_password': { paramsTuple?: []; params?: {} }
    'auth.show_reset_password': { paramsTuple?: []; params?: {} }
    'auth.verify_email': { paramsTuple?: []; params?: {} }
    'auth.api_login': { paramsTuple?: []; params?: {} }
    'auth.logout.link': { paramsTuple?: []; params?: {} }
    'onboarding.show': { paramsTuple?: []; params?: {} }
    'settings.show': { paramsTuple?: []; params?: {} }
    'settings.show_notifications': { paramsTuple?: []; params?: {} }
    'dashboard.show': { paramsTuple?: []; params?: {} }
  }
  HEAD: {
    'home.show': { paramsTuple?: []; params?: {} }
    'admin_home.show': { paramsTuple?: []; params?: {} }
    'auth.show_login': { paramsTuple?: []; params?: {} }
    'auth.show_signup': { paramsTuple?: []; params?: {} }
    'auth.show_forgot_password': { paramsTuple?: []; params?: {} }
    'auth.show_reset_password': { paramsTuple?: []; params?: {} }
    'auth.verify_email': { paramsTuple?: []; params?: {} }
    'auth.api_login': { paramsTuple?: []; params?: {} }
    'auth.logout.link': { paramsTuple?: []; params?: {} }
    'onboarding.show': { paramsTuple?: []; params?: {} }
    'settings.show': { paramsTuple?: []; params?: {} }
    'settings.show_notifications': { paramsTuple?: []; params?: {} }
    'dashboard.show': { paramsTuple?: []; params?: {} }
  }
  POST: {
    'auth.login': { paramsTuple?: []; params?: {} }
    'auth.signup': { paramsTuple?: []; params?: {} }
    'auth.forgot_password': { paramsTuple?: []; params?: {} }
    'auth.reset_password': { paramsTuple?: []; params?: {} }
    'auth.logout': { paramsTuple?: []; params?: {} }
    'auth.resend_verification': { paramsTuple?: []; params?: {} }
    'onboarding.store': { paramsTuple?: []; params?: {} }
    'settings.set_timezone': { paramsTuple?: []; params?: {} }
    'announcements.dismiss': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
  }
  PUT: {
    'settings.update': { paramsTuple?: []; params?: {} }
    'settings.update_notifications': { paramsTuple?: []; params?: {} }
  }
}
declare module '@adonisjs/core/types/http' {
  export interface RoutesList extends ScannedRoutes {}
}