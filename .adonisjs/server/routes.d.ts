import '@adonisjs/core/types/http'

type ParamValue = string | number | bigint | boolean

export type ScannedRoutes = {
  ALL: {
    'event_stream': { paramsTuple?: []; params?: {} }
    'subscribe': { paramsTuple?: []; params?: {} }
    'unsubscribe': { paramsTuple?: []; params?: {} }
    'volunteering.roles.index': { paramsTuple?: []; params?: {} }
    'volunteering.roles.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'volunteering.certificates.verify': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'volunteering.roles.apply': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'volunteering.roles.set_applications': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'volunteering.applications.index': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'volunteering.applications.withdraw': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'volunteering.applications.accept': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'volunteering.applications.offer': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'volunteering.applications.reject': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'volunteering.teams.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'volunteering.teams.set_member': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'volunteering.teams.remove_member': { paramsTuple: [ParamValue,ParamValue]; params: {'id': ParamValue,'userId': ParamValue} }
    'volunteering.hours.index': { paramsTuple?: []; params?: {} }
    'volunteering.hours.store': { paramsTuple?: []; params?: {} }
    'volunteering.hours.update': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'volunteering.certificates.store': { paramsTuple?: []; params?: {} }
    'volunteering.certificates.pdf': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'volunteering.admin.hours': { paramsTuple?: []; params?: {} }
    'volunteering.admin.hours_export': { paramsTuple?: []; params?: {} }
    'volunteering.admin.hours_approve': { paramsTuple?: []; params?: {} }
    'volunteering.admin.hours_changes': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'volunteering.admin.volunteers': { paramsTuple?: []; params?: {} }
    'certification.about': { paramsTuple?: []; params?: {} }
    'certification.transcript': { paramsTuple: [ParamValue]; params: {'uuid': ParamValue} }
    'certification.start': { paramsTuple?: []; params?: {} }
    'certification.quiz': { paramsTuple?: []; params?: {} }
    'certification.quiz_store': { paramsTuple?: []; params?: {} }
    'certification.tutor_topics': { paramsTuple: [ParamValue,ParamValue]; params: {'type': ParamValue,'slug': ParamValue} }
    'certification.tutor_topics_subpage': { paramsTuple: [ParamValue,ParamValue,ParamValue]; params: {'type': ParamValue,'slug': ParamValue,'subpage': ParamValue} }
    'certification.certify': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'certification.certify_manual': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'certification.store': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'certification.review_next': { paramsTuple?: []; params?: {} }
    'certification.review': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'certification.review_store': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'certification.mine': { paramsTuple?: []; params?: {} }
    'certification.sharing': { paramsTuple?: []; params?: {} }
    'certification.admin': { paramsTuple?: []; params?: {} }
    'certification.admin_honorary': { paramsTuple?: []; params?: {} }
    'certification.admin_approve_recording': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'certification.admin_reject_recording': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'certification.admin_decide': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'certification.admin_revoke': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'training.recover': { paramsTuple: [ParamValue]; params: {'slug': ParamValue} }
    'training.index': { paramsTuple?: []; params?: {} }
    'training.complete': { paramsTuple: [ParamValue]; params: {'slug': ParamValue} }
    'training.admin': { paramsTuple?: []; params?: {} }
    'training.admin_store': { paramsTuple?: []; params?: {} }
    'training.admin_archive': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'training.admin_assign': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'training.admin_template': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'assessments.index': { paramsTuple?: []; params?: {} }
    'assessments.store': { paramsTuple?: []; params?: {} }
    'assessments.edit': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'assessments.update': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'assessments.publish': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'assessments.link': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'assessments.save_sat': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'assessments.remove_sat': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'assessments.unlink_template': { paramsTuple: [ParamValue,ParamValue]; params: {'id': ParamValue,'templateId': ParamValue} }
    'assessments.take': { paramsTuple: [ParamValue,ParamValue,ParamValue]; params: {'id': ParamValue,'kind': ParamValue,'targetId': ParamValue} }
    'assessments.submit': { paramsTuple: [ParamValue,ParamValue,ParamValue]; params: {'id': ParamValue,'kind': ParamValue,'targetId': ParamValue} }
    'assessments.release': { paramsTuple: [ParamValue,ParamValue,ParamValue]; params: {'id': ParamValue,'kind': ParamValue,'targetId': ParamValue} }
    'assessments.unlink': { paramsTuple: [ParamValue,ParamValue,ParamValue]; params: {'id': ParamValue,'kind': ParamValue,'targetId': ParamValue} }
    'assessments.release_results': { paramsTuple: [ParamValue,ParamValue,ParamValue]; params: {'id': ParamValue,'kind': ParamValue,'targetId': ParamValue} }
    'assessments.results': { paramsTuple: [ParamValue,ParamValue,ParamValue]; params: {'id': ParamValue,'kind': ParamValue,'targetId': ParamValue} }
    'assessments.admin': { paramsTuple?: []; params?: {} }
    'assessments.admin_link_template': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'assessments.admin_archive': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'partners.admin': { paramsTuple?: []; params?: {} }
    'partners.admin_store': { paramsTuple?: []; params?: {} }
    'partners.admin_update': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'partners.admin_deactivate': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'partners.admin_activate': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'partners.admin_move': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'partners.admin_landing_store': { paramsTuple?: []; params?: {} }
    'partners.admin_landing_update': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'partners.tutor_trees': { paramsTuple?: []; params?: {} }
    'partners.tutor_tree_branches': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'partners.landing': { paramsTuple: [ParamValue]; params: {'slug': ParamValue} }
    'classrooms.index': { paramsTuple?: []; params?: {} }
    'classrooms.store': { paramsTuple?: []; params?: {} }
    'classrooms.join': { paramsTuple?: []; params?: {} }
    'classrooms.join_store': { paramsTuple?: []; params?: {} }
    'classrooms.certifications': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'classrooms.regenerate_code': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'classrooms.sharing': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'classrooms.leave': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'home.show': { paramsTuple?: []; params?: {} }
    'pages.about': { paramsTuple?: []; params?: {} }
    'pages.about_page': { paramsTuple: [ParamValue]; params: {'page': ParamValue} }
    'pages.community_guidelines': { paramsTuple?: []; params?: {} }
    'pages.session_safety': { paramsTuple?: []; params?: {} }
    'pages.become_a_tutor': { paramsTuple?: []; params?: {} }
    'pages.educators': { paramsTuple?: []; params?: {} }
    'pages.partnerships': { paramsTuple?: []; params?: {} }
    'blog.index': { paramsTuple?: []; params?: {} }
    'blog.feed': { paramsTuple?: []; params?: {} }
    'blog.show': { paramsTuple: [ParamValue]; params: {'slug': ParamValue} }
    'blog.console.index': { paramsTuple?: []; params?: {} }
    'blog.console.create': { paramsTuple?: []; params?: {} }
    'blog.console.store': { paramsTuple?: []; params?: {} }
    'blog.console.edit': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'blog.console.update': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'blog.console.publish': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'blog.console.schedule': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'blog.console.unpublish': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'peer_review.queue': { paramsTuple?: []; params?: {} }
    'peer_review.mine': { paramsTuple?: []; params?: {} }
    'peer_review.attach': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'peer_review.reply': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'peer_review.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'peer_review.store': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'peer_review.admin': { paramsTuple?: []; params?: {} }
    'peer_review.admin_review': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'peer_review.admin_verify': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'peer_review.admin_gold': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'peer_review.admin_feature': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'peer_review.admin_unfeature': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'peer_review.admin_note': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'peer_review.admin_session_tags': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'peer_review.admin_session_tag_add': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'peer_review.admin_session_tag_remove': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'peer_review.mentor': { paramsTuple?: []; params?: {} }
    'peer_review.tutors': { paramsTuple?: []; params?: {} }
    'peer_review.mentor_claim': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'peer_review.mentor_resolve': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
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
    'identity.my_data.show': { paramsTuple?: []; params?: {} }
    'identity.my_data.export': { paramsTuple?: []; params?: {} }
    'identity.my_data.destroy': { paramsTuple?: []; params?: {} }
    'settings.set_timezone': { paramsTuple?: []; params?: {} }
    'identity.birth_date.store': { paramsTuple?: []; params?: {} }
    'announcements.dismiss': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'notifications.index': { paramsTuple?: []; params?: {} }
    'notifications.unread': { paramsTuple?: []; params?: {} }
    'notifications.latest': { paramsTuple?: []; params?: {} }
    'notifications.open': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'push_subscriptions.store': { paramsTuple?: []; params?: {} }
    'push_subscriptions.destroy': { paramsTuple?: []; params?: {} }
    'notification_settings.update_channels': { paramsTuple?: []; params?: {} }
    'notification_settings.request_code': { paramsTuple?: []; params?: {} }
    'notification_settings.verify': { paramsTuple?: []; params?: {} }
    'notification_settings.waive': { paramsTuple?: []; params?: {} }
    'notification_settings.remove': { paramsTuple?: []; params?: {} }
    'unsubscribe.show': { paramsTuple?: []; params?: {} }
    'unsubscribe.one_click': { paramsTuple?: []; params?: {} }
    'unsubscribe.undo': { paramsTuple?: []; params?: {} }
    'uploads.request': { paramsTuple?: []; params?: {} }
    'uploads.put': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'uploads.complete': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'uploads.process': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'uploads.download': { paramsTuple: [ParamValue,ParamValue]; params: {'id': ParamValue,'name': ParamValue} }
    'media.transcription_token': { paramsTuple?: []; params?: {} }
    'rich_text.mentions': { paramsTuple?: []; params?: {} }
    'rich_text.emoji': { paramsTuple: [ParamValue]; params: {'version': ParamValue} }
    'rich_text.check': { paramsTuple?: []; params?: {} }
    'rich_text.check.store': { paramsTuple?: []; params?: {} }
    'forms.options': { paramsTuple: [ParamValue]; params: {'source': ParamValue} }
    'safety.reports.store': { paramsTuple?: []; params?: {} }
    'safety.concern.show': { paramsTuple?: []; params?: {} }
    'safety.concern.store': { paramsTuple?: []; params?: {} }
    'safety.concern.people': { paramsTuple?: []; params?: {} }
    'safety.admin_messages.acknowledge': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'safety.admin_messages.dispute': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'safety.removed_learners.review': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'safety.sanctions.appeal': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'safety.moderation.index': { paramsTuple?: []; params?: {} }
    'safety.moderation.review': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'safety.reports.index': { paramsTuple?: []; params?: {} }
    'safety.reports.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'safety.reports.action': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'safety.reports.triage': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'safety.reports.sanction': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'safety.admin_messages.index': { paramsTuple?: []; params?: {} }
    'safety.admin_messages.store': { paramsTuple?: []; params?: {} }
    'safety.detected_issues.index': { paramsTuple?: []; params?: {} }
    'safety.detected_issues.void': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'safety.detected_issues.dispute': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'assurance.age.show': { paramsTuple?: []; params?: {} }
    'assurance.age.store': { paramsTuple?: []; params?: {} }
    'assurance.age.start': { paramsTuple?: []; params?: {} }
    'assurance.age.callback': { paramsTuple?: []; params?: {} }
    'assurance.account_review.index': { paramsTuple?: []; params?: {} }
    'assurance.account_review.decide': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'assurance.age_review.index': { paramsTuple?: []; params?: {} }
    'assurance.age_review.waive': { paramsTuple?: []; params?: {} }
    'assurance.age_review.decide': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'assurance.background_checks.index': { paramsTuple?: []; params?: {} }
    'assurance.background_checks.store': { paramsTuple?: []; params?: {} }
    'consent.parent.show': { paramsTuple: [ParamValue]; params: {'token': ParamValue} }
    'consent.parent.store': { paramsTuple: [ParamValue]; params: {'token': ParamValue} }
    'consent.guardian.index': { paramsTuple?: []; params?: {} }
    'consent.guardian.send_links': { paramsTuple?: []; params?: {} }
    'consent.guardian.show': { paramsTuple: [ParamValue]; params: {'token': ParamValue} }
    'consent.guardian.revoke': { paramsTuple: [ParamValue]; params: {'token': ParamValue} }
    'consent.request.show': { paramsTuple?: []; params?: {} }
    'consent.request.store': { paramsTuple?: []; params?: {} }
    'consent.assent.show': { paramsTuple?: []; params?: {} }
    'consent.assent.store': { paramsTuple?: []; params?: {} }
    'courses.index': { paramsTuple?: []; params?: {} }
    'courses.show': { paramsTuple: [ParamValue]; params: {'slug': ParamValue} }
    'topic_follows.store': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'topic_follows.destroy': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'worlds.show': { paramsTuple: [ParamValue]; params: {'worldSlug': ParamValue} }
    'worlds.join': { paramsTuple: [ParamValue]; params: {'worldSlug': ParamValue} }
    'worlds.leave': { paramsTuple: [ParamValue]; params: {'worldSlug': ParamValue} }
    'moderation.index': { paramsTuple: [ParamValue]; params: {'worldSlug': ParamValue} }
    'moderation.store': { paramsTuple: [ParamValue]; params: {'worldSlug': ParamValue} }
    'moderation.update': { paramsTuple: [ParamValue,ParamValue]; params: {'worldSlug': ParamValue,'userId': ParamValue} }
    'moderation.destroy': { paramsTuple: [ParamValue,ParamValue]; params: {'worldSlug': ParamValue,'userId': ParamValue} }
    'tutoring.explore': { paramsTuple?: []; params?: {} }
    'tutoring.sessions.create': { paramsTuple?: []; params?: {} }
    'tutoring.sessions.store': { paramsTuple?: []; params?: {} }
    'tutoring.sessions.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'tutoring.sessions.edit': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'tutoring.sessions.update': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'tutoring.sessions.cancel': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'tutoring.sessions.join': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'tutoring.registrations.store': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'tutoring.registrations.destroy': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'tutoring.questionnaire.edit': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'tutoring.questionnaire.update': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'tutoring.registrations.answers': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'tutoring.hosts.request': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'tutoring.hosts.withdraw': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'tutoring.hosts.approve': { paramsTuple: [ParamValue,ParamValue]; params: {'id': ParamValue,'hostId': ParamValue} }
    'tutoring.hosts.remove': { paramsTuple: [ParamValue,ParamValue]; params: {'id': ParamValue,'hostId': ParamValue} }
    'tutoring.attendance.confirm': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'tutoring.registrants.remove': { paramsTuple: [ParamValue,ParamValue]; params: {'id': ParamValue,'userId': ParamValue} }
    'tutoring.schedule': { paramsTuple?: []; params?: {} }
    'tutoring.calendar.show': { paramsTuple?: []; params?: {} }
    'tutoring.calendar.rotate': { paramsTuple?: []; params?: {} }
    'tutoring.calendar.revoke': { paramsTuple?: []; params?: {} }
    'tutoring.calendar.feed': { paramsTuple: [ParamValue]; params: {'file': ParamValue} }
    'series.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'teaching.lesson_plan': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'series.questionnaire.edit': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'series.subpage': { paramsTuple: [ParamValue,ParamValue]; params: {'id': ParamValue,'path': ParamValue} }
    'series.register': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'series.withdraw': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'series.update_answers': { paramsTuple: [ParamValue,ParamValue]; params: {'id': ParamValue,'registrationId': ParamValue} }
    'series.reserve': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'series.release': { paramsTuple: [ParamValue,ParamValue]; params: {'id': ParamValue,'reservationId': ParamValue} }
    'teaching.update_group_plan': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'teaching.update_learner_plan': { paramsTuple: [ParamValue,ParamValue]; params: {'id': ParamValue,'registrationId': ParamValue} }
    'teaching.prep': { paramsTuple: [ParamValue,ParamValue]; params: {'id': ParamValue,'sessionId': ParamValue} }
    'teaching.complete_prep': { paramsTuple: [ParamValue,ParamValue]; params: {'id': ParamValue,'sessionId': ParamValue} }
    'series.questionnaire.update': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'series.template_questionnaire.edit': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'series.template_questionnaire.update': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'series.session_template_questionnaire.edit': { paramsTuple: [ParamValue,ParamValue]; params: {'id': ParamValue,'sessionTemplateId': ParamValue} }
    'series.session_template_questionnaire.update': { paramsTuple: [ParamValue,ParamValue]; params: {'id': ParamValue,'sessionTemplateId': ParamValue} }
    'host_from_template.show': { paramsTuple: [ParamValue]; params: {'worldSlug': ParamValue} }
    'host_from_template.store': { paramsTuple: [ParamValue]; params: {'worldSlug': ParamValue} }
    'community.index': { paramsTuple?: []; params?: {} }
    'community.global_channels.show': { paramsTuple: [ParamValue]; params: {'channelId': ParamValue} }
    'community.channels.show': { paramsTuple: [ParamValue,ParamValue]; params: {'worldSlug': ParamValue,'channelId': ParamValue} }
    'community.posts.show': { paramsTuple: [ParamValue,ParamValue]; params: {'worldSlug': ParamValue,'postId': ParamValue} }
    'community.threads.show_session': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'community.threads.show_series': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'community.posts.store': { paramsTuple: [ParamValue,ParamValue]; params: {'worldSlug': ParamValue,'channelId': ParamValue} }
    'community.global_channels.posts': { paramsTuple: [ParamValue]; params: {'channelId': ParamValue} }
    'community.channels.notifications': { paramsTuple: [ParamValue,ParamValue]; params: {'worldSlug': ParamValue,'channelId': ParamValue} }
    'community.posts.update': { paramsTuple: [ParamValue]; params: {'postId': ParamValue} }
    'community.posts.destroy': { paramsTuple: [ParamValue]; params: {'postId': ParamValue} }
    'community.posts.comment': { paramsTuple: [ParamValue]; params: {'postId': ParamValue} }
    'community.threads.store_session': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'community.threads.store_series': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'moderator_posts.index': { paramsTuple: [ParamValue]; params: {'worldSlug': ParamValue} }
    'moderator_posts.hide': { paramsTuple: [ParamValue,ParamValue]; params: {'worldSlug': ParamValue,'postId': ParamValue} }
    'moderator_posts.unhide': { paramsTuple: [ParamValue,ParamValue]; params: {'worldSlug': ParamValue,'postId': ParamValue} }
    'moderator_posts.pin': { paramsTuple: [ParamValue,ParamValue]; params: {'worldSlug': ParamValue,'postId': ParamValue} }
    'moderator_posts.unpin': { paramsTuple: [ParamValue,ParamValue]; params: {'worldSlug': ParamValue,'postId': ParamValue} }
    'moderator_channels.index': { paramsTuple: [ParamValue]; params: {'worldSlug': ParamValue} }
    'moderator_channels.store': { paramsTuple: [ParamValue]; params: {'worldSlug': ParamValue} }
    'moderator_channels.reorder': { paramsTuple: [ParamValue]; params: {'worldSlug': ParamValue} }
    'moderator_channels.update': { paramsTuple: [ParamValue,ParamValue]; params: {'worldSlug': ParamValue,'channelId': ParamValue} }
    'moderator_channels.archive': { paramsTuple: [ParamValue,ParamValue]; params: {'worldSlug': ParamValue,'channelId': ParamValue} }
    'moderator_channels.unarchive': { paramsTuple: [ParamValue,ParamValue]; params: {'worldSlug': ParamValue,'channelId': ParamValue} }
    'moderator_reports.index': { paramsTuple: [ParamValue]; params: {'worldSlug': ParamValue} }
    'moderator_reports.review': { paramsTuple: [ParamValue,ParamValue]; params: {'worldSlug': ParamValue,'postId': ParamValue} }
    'post_feedback.index': { paramsTuple?: []; params?: {} }
    'post_feedback.store': { paramsTuple: [ParamValue]; params: {'postId': ParamValue} }
    'post_feedback.feature': { paramsTuple: [ParamValue]; params: {'feedbackId': ParamValue} }
    'post_feedback.unfeature': { paramsTuple: [ParamValue]; params: {'feedbackId': ParamValue} }
    'messaging.index': { paramsTuple?: []; params?: {} }
    'messaging.unread': { paramsTuple?: []; params?: {} }
    'messaging.conversations.show': { paramsTuple: [ParamValue]; params: {'uuid': ParamValue} }
    'messaging.conversations.older': { paramsTuple: [ParamValue]; params: {'uuid': ParamValue} }
    'messaging.messages.store': { paramsTuple: [ParamValue]; params: {'uuid': ParamValue} }
    'messaging.direct': { paramsTuple?: []; params?: {} }
    'messaging.groups': { paramsTuple: [ParamValue,ParamValue]; params: {'type': ParamValue,'id': ParamValue} }
    'messaging.messages.update': { paramsTuple: [ParamValue,ParamValue]; params: {'uuid': ParamValue,'id': ParamValue} }
    'messaging.conversations.mute': { paramsTuple: [ParamValue]; params: {'uuid': ParamValue} }
    'messaging.conversations.leave': { paramsTuple: [ParamValue]; params: {'uuid': ParamValue} }
    'messaging.blocks.store': { paramsTuple: [ParamValue]; params: {'userId': ParamValue} }
    'messaging.blocks.destroy': { paramsTuple: [ParamValue]; params: {'userId': ParamValue} }
    'messaging.staff.open': { paramsTuple: [ParamValue]; params: {'adminMessageId': ParamValue} }
    'messaging.review': { paramsTuple: [ParamValue]; params: {'uuid': ParamValue} }
    'messaging.messages.hide': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'messaging.admin.index': { paramsTuple?: []; params?: {} }
    'feedback.sessions.store': { paramsTuple: [ParamValue]; params: {'sessionId': ParamValue} }
    'feedback.sessions.snooze': { paramsTuple: [ParamValue]; params: {'sessionId': ParamValue} }
    'feedback.tutor.index': { paramsTuple?: []; params?: {} }
    'feedback.learners.show': { paramsTuple: [ParamValue]; params: {'sessionId': ParamValue} }
    'feedback.learners.store': { paramsTuple: [ParamValue]; params: {'sessionId': ParamValue} }
    'feedback.series.store': { paramsTuple: [ParamValue]; params: {'seriesId': ParamValue} }
    'feedback.from_tutors': { paramsTuple?: []; params?: {} }
    'feedback.stories': { paramsTuple?: []; params?: {} }
    'feedback.admin.index': { paramsTuple?: []; params?: {} }
    'feedback.admin.feature': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'feedback.admin.learner_feedbacks.index': { paramsTuple?: []; params?: {} }
    'feedback.admin.learner_feedbacks.feature': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'feedback.admin.learner_feedbacks.unfeature': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'session_comments.index': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'session_comments.store': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'session_comments.hide': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'session_comments.unhide': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'session_comments.admin': { paramsTuple?: []; params?: {} }
    'study_spaces.index': { paramsTuple?: []; params?: {} }
    'study_spaces.join': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'programs.find': { paramsTuple?: []; params?: {} }
    'programs.mine': { paramsTuple?: []; params?: {} }
    'programs.admin.emails.index': { paramsTuple?: []; params?: {} }
    'programs.admin.emails.edit': { paramsTuple: [ParamValue,ParamValue]; params: {'program': ParamValue,'phase': ParamValue} }
    'programs.admin.emails.update': { paramsTuple: [ParamValue,ParamValue]; params: {'program': ParamValue,'phase': ParamValue} }
    'dashboard.learner': { paramsTuple?: []; params?: {} }
    'dashboard.tutor': { paramsTuple?: []; params?: {} }
    'admin.home': { paramsTuple?: []; params?: {} }
    'admin.users.index': { paramsTuple?: []; params?: {} }
    'admin.users.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'admin.users.roles.assign': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'admin.users.roles.remove': { paramsTuple: [ParamValue,ParamValue]; params: {'id': ParamValue,'roleId': ParamValue} }
    'admin.users.suspend': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'admin.users.unsuspend': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'admin.sessions.index': { paramsTuple?: []; params?: {} }
    'admin.sessions.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'admin.sessions.destroy': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'admin.sessions.safety_check': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'admin.templates.index': { paramsTuple?: []; params?: {} }
    'admin.templates.create': { paramsTuple?: []; params?: {} }
    'admin.templates.store': { paramsTuple?: []; params?: {} }
    'admin.templates.edit': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'admin.templates.update': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'admin.templates.activation': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'admin.templates.sessions.store': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'admin.templates.sessions.update': { paramsTuple: [ParamValue,ParamValue]; params: {'id': ParamValue,'sessionTemplateId': ParamValue} }
    'admin.email_swap.show': { paramsTuple?: []; params?: {} }
    'admin.email_swap.store': { paramsTuple?: []; params?: {} }
    'admin.program_iterations': { paramsTuple?: []; params?: {} }
    'admin.forms.show': { paramsTuple?: []; params?: {} }
    'admin.forms.store': { paramsTuple?: []; params?: {} }
    'admin.settings.website': { paramsTuple?: []; params?: {} }
    'admin.settings.website.update': { paramsTuple?: []; params?: {} }
    'admin.settings.marketing_sources': { paramsTuple?: []; params?: {} }
    'admin.settings.marketing_sources.update': { paramsTuple?: []; params?: {} }
    'admin.settings.slack_links': { paramsTuple?: []; params?: {} }
    'admin.settings.slack_links.update': { paramsTuple?: []; params?: {} }
    'email_swap.confirm.show': { paramsTuple?: []; params?: {} }
    'email_swap.confirm': { paramsTuple?: []; params?: {} }
    'email_swap.cancel.show': { paramsTuple?: []; params?: {} }
    'email_swap.cancel': { paramsTuple?: []; params?: {} }
    'ideas.index': { paramsTuple?: []; params?: {} }
    'ideas.store': { paramsTuple?: []; params?: {} }
    'ideas.vote': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'ideas.status': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'profiles.show': { paramsTuple: [ParamValue]; params: {'user': ParamValue} }
    'profiles.tab': { paramsTuple: [ParamValue,ParamValue]; params: {'user': ParamValue,'tab': ParamValue} }
    'profiles.follow': { paramsTuple: [ParamValue]; params: {'user': ParamValue} }
    'profiles.unfollow': { paramsTuple: [ParamValue]; params: {'user': ParamValue} }
    'profiles.badges.store': { paramsTuple: [ParamValue]; params: {'user': ParamValue} }
    'profiles.leaderboard': { paramsTuple?: [ParamValue?]; params?: {'id'?: ParamValue} }
    'profiles.leaderboard.preferences': { paramsTuple?: []; params?: {} }
    'profiles.refer': { paramsTuple?: []; params?: {} }
    'profiles.acknowledgements.dismiss': { paramsTuple: [ParamValue]; params: {'key': ParamValue} }
    'operations.health.live': { paramsTuple?: []; params?: {} }
    'operations.health.ready': { paramsTuple?: []; params?: {} }
    'operations.metrics': { paramsTuple?: []; params?: {} }
    'tutors.directory': { paramsTuple?: []; params?: {} }
    'tutors.profile.edit': { paramsTuple?: []; params?: {} }
    'tutors.profile.update': { paramsTuple?: []; params?: {} }
    'tutors.requests.store': { paramsTuple: [ParamValue]; params: {'userId': ParamValue} }
    'tutors.pledges.store': { paramsTuple?: []; params?: {} }
    'tutors.pledges.withdraw': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'tutors.requests.index': { paramsTuple?: []; params?: {} }
    'tutors.requests.decline': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'tutors.requests.schedule': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'tutors.requests.close': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'tutors.bios.index': { paramsTuple?: []; params?: {} }
    'tutors.bios.approve': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'tutors.bios.reject': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'live_help.doubt_clearing': { paramsTuple?: []; params?: {} }
    'live_help.index': { paramsTuple?: []; params?: {} }
    'live_help.dashboard': { paramsTuple?: []; params?: {} }
    'live_help.store': { paramsTuple?: []; params?: {} }
    'live_help.pick_up': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'live_help.complete': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'live_help.cancel': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'substitutes.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'substitutes.accept': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'programs.college_admissions_workshops.marketing': { paramsTuple?: [ParamValue?]; params?: {'view'?: ParamValue} }
    'programs.college_admissions_workshops.waitlist.join': { paramsTuple?: []; params?: {} }
    'programs.college_admissions_workshops.waitlist.leave': { paramsTuple?: []; params?: {} }
    'programs.learning_labs.home': { paramsTuple?: []; params?: {} }
    'programs.summer_camp.home': { paramsTuple?: []; params?: {} }
    'programs.dialogues.home': { paramsTuple?: []; params?: {} }
    'programs.key_club.home': { paramsTuple?: []; params?: {} }
    'programs.key_club.membership.store': { paramsTuple?: []; params?: {} }
    'programs.key_club.membership.destroy': { paramsTuple?: []; params?: {} }
    'programs.key_club.admin.index': { paramsTuple?: []; params?: {} }
    'programs.key_club.admin.districts.store': { paramsTuple?: []; params?: {} }
    'programs.key_club.admin.clubs.store': { paramsTuple?: []; params?: {} }
    'programs.sat_bootcamp.home': { paramsTuple?: []; params?: {} }
    'programs.sat_bootcamp.tutor': { paramsTuple?: []; params?: {} }
    'programs.sat_bootcamp.tutor.consent': { paramsTuple?: []; params?: {} }
    'programs.sat_bootcamp.tutor.sign': { paramsTuple?: []; params?: {} }
    'programs.sat_bootcamp.tutor.request_consent': { paramsTuple?: []; params?: {} }
    'programs.sat_bootcamp.onboarding.index': { paramsTuple?: []; params?: {} }
    'programs.sat_bootcamp.onboarding.join': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'programs.sat_bootcamp.scores': { paramsTuple?: []; params?: {} }
    'programs.sat_bootcamp.phone.save': { paramsTuple?: []; params?: {} }
    'programs.sat_bootcamp.phone.remove': { paramsTuple?: []; params?: {} }
    'programs.sat_bootcamp.publish_prompt.answer': { paramsTuple?: []; params?: {} }
    'programs.sat_bootcamp.admin.link_onboarding': { paramsTuple?: []; params?: {} }
    'programs.sat_bootcamp.admin.index': { paramsTuple?: []; params?: {} }
    'programs.sat_bootcamp.admin.bands.create': { paramsTuple?: []; params?: {} }
    'programs.sat_bootcamp.admin.bands.update': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'programs.sat_bootcamp.admin.skills_builders.template': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'programs.sat_bootcamp.admin.skills_builders.level': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'programs.sat_bootcamp.admin.export': { paramsTuple?: []; params?: {} }
    'programs.sat_bootcamp.tutor_section': { paramsTuple: [ParamValue]; params: {'section': ParamValue} }
    'programs.sat_bootcamp.home_section': { paramsTuple: [ParamValue]; params: {'section': ParamValue} }
    'admin.unknown': { paramsTuple: [...ParamValue[]]; params: {'*': ParamValue[]} }
  }
  GET: {
    'event_stream': { paramsTuple?: []; params?: {} }
    'volunteering.roles.index': { paramsTuple?: []; params?: {} }
    'volunteering.roles.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'volunteering.certificates.verify': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'volunteering.applications.index': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'volunteering.teams.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'volunteering.hours.index': { paramsTuple?: []; params?: {} }
    'volunteering.certificates.pdf': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'volunteering.admin.hours': { paramsTuple?: []; params?: {} }
    'volunteering.admin.hours_export': { paramsTuple?: []; params?: {} }
    'volunteering.admin.volunteers': { paramsTuple?: []; params?: {} }
    'certification.about': { paramsTuple?: []; params?: {} }
    'certification.transcript': { paramsTuple: [ParamValue]; params: {'uuid': ParamValue} }
    'certification.start': { paramsTuple?: []; params?: {} }
    'certification.quiz': { paramsTuple?: []; params?: {} }
    'certification.tutor_topics': { paramsTuple: [ParamValue,ParamValue]; params: {'type': ParamValue,'slug': ParamValue} }
    'certification.tutor_topics_subpage': { paramsTuple: [ParamValue,ParamValue,ParamValue]; params: {'type': ParamValue,'slug': ParamValue,'subpage': ParamValue} }
    'certification.certify': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'certification.certify_manual': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'certification.review_next': { paramsTuple?: []; params?: {} }
    'certification.review': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'certification.mine': { paramsTuple?: []; params?: {} }
    'certification.admin': { paramsTuple?: []; params?: {} }
    'training.index': { paramsTuple?: []; params?: {} }
    'training.admin': { paramsTuple?: []; params?: {} }
    'assessments.index': { paramsTuple?: []; params?: {} }
    'assessments.edit': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'assessments.take': { paramsTuple: [ParamValue,ParamValue,ParamValue]; params: {'id': ParamValue,'kind': ParamValue,'targetId': ParamValue} }
    'assessments.results': { paramsTuple: [ParamValue,ParamValue,ParamValue]; params: {'id': ParamValue,'kind': ParamValue,'targetId': ParamValue} }
    'assessments.admin': { paramsTuple?: []; params?: {} }
    'partners.admin': { paramsTuple?: []; params?: {} }
    'partners.tutor_trees': { paramsTuple?: []; params?: {} }
    'partners.tutor_tree_branches': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'partners.landing': { paramsTuple: [ParamValue]; params: {'slug': ParamValue} }
    'classrooms.index': { paramsTuple?: []; params?: {} }
    'classrooms.join': { paramsTuple?: []; params?: {} }
    'classrooms.certifications': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'home.show': { paramsTuple?: []; params?: {} }
    'pages.about': { paramsTuple?: []; params?: {} }
    'pages.about_page': { paramsTuple: [ParamValue]; params: {'page': ParamValue} }
    'pages.community_guidelines': { paramsTuple?: []; params?: {} }
    'pages.session_safety': { paramsTuple?: []; params?: {} }
    'pages.become_a_tutor': { paramsTuple?: []; params?: {} }
    'pages.educators': { paramsTuple?: []; params?: {} }
    'pages.partnerships': { paramsTuple?: []; params?: {} }
    'blog.index': { paramsTuple?: []; params?: {} }
    'blog.feed': { paramsTuple?: []; params?: {} }
    'blog.show': { paramsTuple: [ParamValue]; params: {'slug': ParamValue} }
    'blog.console.index': { paramsTuple?: []; params?: {} }
    'blog.console.create': { paramsTuple?: []; params?: {} }
    'blog.console.edit': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'peer_review.queue': { paramsTuple?: []; params?: {} }
    'peer_review.mine': { paramsTuple?: []; params?: {} }
    'peer_review.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'peer_review.admin': { paramsTuple?: []; params?: {} }
    'peer_review.admin_review': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'peer_review.admin_session_tags': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'peer_review.mentor': { paramsTuple?: []; params?: {} }
    'peer_review.tutors': { paramsTuple?: []; params?: {} }
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
    'identity.my_data.show': { paramsTuple?: []; params?: {} }
    'identity.my_data.export': { paramsTuple?: []; params?: {} }
    'notifications.index': { paramsTuple?: []; params?: {} }
    'notifications.unread': { paramsTuple?: []; params?: {} }
    'notifications.latest': { paramsTuple?: []; params?: {} }
    'notifications.open': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'unsubscribe.show': { paramsTuple?: []; params?: {} }
    'uploads.download': { paramsTuple: [ParamValue,ParamValue]; params: {'id': ParamValue,'name': ParamValue} }
    'rich_text.mentions': { paramsTuple?: []; params?: {} }
    'rich_text.emoji': { paramsTuple: [ParamValue]; params: {'version': ParamValue} }
    'rich_text.check': { paramsTuple?: []; params?: {} }
    'forms.options': { paramsTuple: [ParamValue]; params: {'source': ParamValue} }
    'safety.concern.show': { paramsTuple?: []; params?: {} }
    'safety.concern.people': { paramsTuple?: []; params?: {} }
    'safety.moderation.index': { paramsTuple?: []; params?: {} }
    'safety.reports.index': { paramsTuple?: []; params?: {} }
    'safety.reports.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'safety.admin_messages.index': { paramsTuple?: []; params?: {} }
    'safety.detected_issues.index': { paramsTuple?: []; params?: {} }
    'assurance.age.show': { paramsTuple?: []; params?: {} }
    'assurance.age.callback': { paramsTuple?: []; params?: {} }
    'assurance.account_review.index': { paramsTuple?: []; params?: {} }
    'assurance.age_review.index': { paramsTuple?: []; params?: {} }
    'assurance.background_checks.index': { paramsTuple?: []; params?: {} }
    'consent.parent.show': { paramsTuple: [ParamValue]; params: {'token': ParamValue} }
    'consent.guardian.index': { paramsTuple?: []; params?: {} }
    'consent.guardian.show': { paramsTuple: [ParamValue]; params: {'token': ParamValue} }
    'consent.request.show': { paramsTuple?: []; params?: {} }
    'consent.assent.show': { paramsTuple?: []; params?: {} }
    'courses.index': { paramsTuple?: []; params?: {} }
    'courses.show': { paramsTuple: [ParamValue]; params: {'slug': ParamValue} }
    'worlds.show': { paramsTuple: [ParamValue]; params: {'worldSlug': ParamValue} }
    'moderation.index': { paramsTuple: [ParamValue]; params: {'worldSlug': ParamValue} }
    'tutoring.explore': { paramsTuple?: []; params?: {} }
    'tutoring.sessions.create': { paramsTuple?: []; params?: {} }
    'tutoring.sessions.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'tutoring.sessions.edit': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'tutoring.sessions.join': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'tutoring.questionnaire.edit': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'tutoring.schedule': { paramsTuple?: []; params?: {} }
    'tutoring.calendar.show': { paramsTuple?: []; params?: {} }
    'tutoring.calendar.feed': { paramsTuple: [ParamValue]; params: {'file': ParamValue} }
    'series.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'teaching.lesson_plan': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'series.questionnaire.edit': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'series.subpage': { paramsTuple: [ParamValue,ParamValue]; params: {'id': ParamValue,'path': ParamValue} }
    'teaching.prep': { paramsTuple: [ParamValue,ParamValue]; params: {'id': ParamValue,'sessionId': ParamValue} }
    'series.template_questionnaire.edit': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'series.session_template_questionnaire.edit': { paramsTuple: [ParamValue,ParamValue]; params: {'id': ParamValue,'sessionTemplateId': ParamValue} }
    'host_from_template.show': { paramsTuple: [ParamValue]; params: {'worldSlug': ParamValue} }
    'community.index': { paramsTuple?: []; params?: {} }
    'community.global_channels.show': { paramsTuple: [ParamValue]; params: {'channelId': ParamValue} }
    'community.channels.show': { paramsTuple: [ParamValue,ParamValue]; params: {'worldSlug': ParamValue,'channelId': ParamValue} }
    'community.posts.show': { paramsTuple: [ParamValue,ParamValue]; params: {'worldSlug': ParamValue,'postId': ParamValue} }
    'community.threads.show_session': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'community.threads.show_series': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'moderator_posts.index': { paramsTuple: [ParamValue]; params: {'worldSlug': ParamValue} }
    'moderator_channels.index': { paramsTuple: [ParamValue]; params: {'worldSlug': ParamValue} }
    'moderator_reports.index': { paramsTuple: [ParamValue]; params: {'worldSlug': ParamValue} }
    'post_feedback.index': { paramsTuple?: []; params?: {} }
    'messaging.index': { paramsTuple?: []; params?: {} }
    'messaging.unread': { paramsTuple?: []; params?: {} }
    'messaging.conversations.show': { paramsTuple: [ParamValue]; params: {'uuid': ParamValue} }
    'messaging.conversations.older': { paramsTuple: [ParamValue]; params: {'uuid': ParamValue} }
    'messaging.staff.open': { paramsTuple: [ParamValue]; params: {'adminMessageId': ParamValue} }
    'messaging.review': { paramsTuple: [ParamValue]; params: {'uuid': ParamValue} }
    'messaging.admin.index': { paramsTuple?: []; params?: {} }
    'feedback.tutor.index': { paramsTuple?: []; params?: {} }
    'feedback.learners.show': { paramsTuple: [ParamValue]; params: {'sessionId': ParamValue} }
    'feedback.from_tutors': { paramsTuple?: []; params?: {} }
    'feedback.stories': { paramsTuple?: []; params?: {} }
    'feedback.admin.index': { paramsTuple?: []; params?: {} }
    'feedback.admin.learner_feedbacks.index': { paramsTuple?: []; params?: {} }
    'session_comments.index': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'session_comments.admin': { paramsTuple?: []; params?: {} }
    'study_spaces.index': { paramsTuple?: []; params?: {} }
    'programs.find': { paramsTuple?: []; params?: {} }
    'programs.mine': { paramsTuple?: []; params?: {} }
    'programs.admin.emails.index': { paramsTuple?: []; params?: {} }
    'programs.admin.emails.edit': { paramsTuple: [ParamValue,ParamValue]; params: {'program': ParamValue,'phase': ParamValue} }
    'dashboard.learner': { paramsTuple?: []; params?: {} }
    'dashboard.tutor': { paramsTuple?: []; params?: {} }
    'admin.home': { paramsTuple?: []; params?: {} }
    'admin.users.index': { paramsTuple?: []; params?: {} }
    'admin.users.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'admin.sessions.index': { paramsTuple?: []; params?: {} }
    'admin.sessions.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'admin.templates.index': { paramsTuple?: []; params?: {} }
    'admin.templates.create': { paramsTuple?: []; params?: {} }
    'admin.templates.edit': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'admin.email_swap.show': { paramsTuple?: []; params?: {} }
    'admin.program_iterations': { paramsTuple?: []; params?: {} }
    'admin.forms.show': { paramsTuple?: []; params?: {} }
    'admin.settings.website': { paramsTuple?: []; params?: {} }
    'admin.settings.marketing_sources': { paramsTuple?: []; params?: {} }
    'admin.settings.slack_links': { paramsTuple?: []; params?: {} }
    'email_swap.confirm.show': { paramsTuple?: []; params?: {} }
    'email_swap.cancel.show': { paramsTuple?: []; params?: {} }
    'ideas.index': { paramsTuple?: []; params?: {} }
    'profiles.show': { paramsTuple: [ParamValue]; params: {'user': ParamValue} }
    'profiles.tab': { paramsTuple: [ParamValue,ParamValue]; params: {'user': ParamValue,'tab': ParamValue} }
    'profiles.leaderboard': { paramsTuple?: [ParamValue?]; params?: {'id'?: ParamValue} }
    'profiles.refer': { paramsTuple?: []; params?: {} }
    'operations.health.live': { paramsTuple?: []; params?: {} }
    'operations.health.ready': { paramsTuple?: []; params?: {} }
    'operations.metrics': { paramsTuple?: []; params?: {} }
    'tutors.directory': { paramsTuple?: []; params?: {} }
    'tutors.profile.edit': { paramsTuple?: []; params?: {} }
    'tutors.requests.index': { paramsTuple?: []; params?: {} }
    'tutors.bios.index': { paramsTuple?: []; params?: {} }
    'live_help.doubt_clearing': { paramsTuple?: []; params?: {} }
    'live_help.index': { paramsTuple?: []; params?: {} }
    'live_help.dashboard': { paramsTuple?: []; params?: {} }
    'substitutes.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'programs.college_admissions_workshops.marketing': { paramsTuple?: [ParamValue?]; params?: {'view'?: ParamValue} }
    'programs.learning_labs.home': { paramsTuple?: []; params?: {} }
    'programs.summer_camp.home': { paramsTuple?: []; params?: {} }
    'programs.dialogues.home': { paramsTuple?: []; params?: {} }
    'programs.key_club.home': { paramsTuple?: []; params?: {} }
    'programs.key_club.admin.index': { paramsTuple?: []; params?: {} }
    'programs.sat_bootcamp.home': { paramsTuple?: []; params?: {} }
    'programs.sat_bootcamp.tutor': { paramsTuple?: []; params?: {} }
    'programs.sat_bootcamp.tutor.consent': { paramsTuple?: []; params?: {} }
    'programs.sat_bootcamp.tutor.request_consent': { paramsTuple?: []; params?: {} }
    'programs.sat_bootcamp.onboarding.index': { paramsTuple?: []; params?: {} }
    'programs.sat_bootcamp.admin.index': { paramsTuple?: []; params?: {} }
    'programs.sat_bootcamp.admin.export': { paramsTuple?: []; params?: {} }
    'programs.sat_bootcamp.tutor_section': { paramsTuple: [ParamValue]; params: {'section': ParamValue} }
    'programs.sat_bootcamp.home_section': { paramsTuple: [ParamValue]; params: {'section': ParamValue} }
    'admin.unknown': { paramsTuple: [...ParamValue[]]; params: {'*': ParamValue[]} }
  }
  HEAD: {
    'event_stream': { paramsTuple?: []; params?: {} }
    'volunteering.roles.index': { paramsTuple?: []; params?: {} }
    'volunteering.roles.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'volunteering.certificates.verify': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'volunteering.applications.index': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'volunteering.teams.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'volunteering.hours.index': { paramsTuple?: []; params?: {} }
    'volunteering.certificates.pdf': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'volunteering.admin.hours': { paramsTuple?: []; params?: {} }
    'volunteering.admin.hours_export': { paramsTuple?: []; params?: {} }
    'volunteering.admin.volunteers': { paramsTuple?: []; params?: {} }
    'certification.about': { paramsTuple?: []; params?: {} }
    'certification.transcript': { paramsTuple: [ParamValue]; params: {'uuid': ParamValue} }
    'certification.start': { paramsTuple?: []; params?: {} }
    'certification.quiz': { paramsTuple?: []; params?: {} }
    'certification.tutor_topics': { paramsTuple: [ParamValue,ParamValue]; params: {'type': ParamValue,'slug': ParamValue} }
    'certification.tutor_topics_subpage': { paramsTuple: [ParamValue,ParamValue,ParamValue]; params: {'type': ParamValue,'slug': ParamValue,'subpage': ParamValue} }
    'certification.certify': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'certification.certify_manual': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'certification.review_next': { paramsTuple?: []; params?: {} }
    'certification.review': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'certification.mine': { paramsTuple?: []; params?: {} }
    'certification.admin': { paramsTuple?: []; params?: {} }
    'training.index': { paramsTuple?: []; params?: {} }
    'training.admin': { paramsTuple?: []; params?: {} }
    'assessments.index': { paramsTuple?: []; params?: {} }
    'assessments.edit': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'assessments.take': { paramsTuple: [ParamValue,ParamValue,ParamValue]; params: {'id': ParamValue,'kind': ParamValue,'targetId': ParamValue} }
    'assessments.results': { paramsTuple: [ParamValue,ParamValue,ParamValue]; params: {'id': ParamValue,'kind': ParamValue,'targetId': ParamValue} }
    'assessments.admin': { paramsTuple?: []; params?: {} }
    'partners.admin': { paramsTuple?: []; params?: {} }
    'partners.tutor_trees': { paramsTuple?: []; params?: {} }
    'partners.tutor_tree_branches': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'partners.landing': { paramsTuple: [ParamValue]; params: {'slug': ParamValue} }
    'classrooms.index': { paramsTuple?: []; params?: {} }
    'classrooms.join': { paramsTuple?: []; params?: {} }
    'classrooms.certifications': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'home.show': { paramsTuple?: []; params?: {} }
    'pages.about': { paramsTuple?: []; params?: {} }
    'pages.about_page': { paramsTuple: [ParamValue]; params: {'page': ParamValue} }
    'pages.community_guidelines': { paramsTuple?: []; params?: {} }
    'pages.session_safety': { paramsTuple?: []; params?: {} }
    'pages.become_a_tutor': { paramsTuple?: []; params?: {} }
    'pages.educators': { paramsTuple?: []; params?: {} }
    'pages.partnerships': { paramsTuple?: []; params?: {} }
    'blog.index': { paramsTuple?: []; params?: {} }
    'blog.feed': { paramsTuple?: []; params?: {} }
    'blog.show': { paramsTuple: [ParamValue]; params: {'slug': ParamValue} }
    'blog.console.index': { paramsTuple?: []; params?: {} }
    'blog.console.create': { paramsTuple?: []; params?: {} }
    'blog.console.edit': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'peer_review.queue': { paramsTuple?: []; params?: {} }
    'peer_review.mine': { paramsTuple?: []; params?: {} }
    'peer_review.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'peer_review.admin': { paramsTuple?: []; params?: {} }
    'peer_review.admin_review': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'peer_review.admin_session_tags': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'peer_review.mentor': { paramsTuple?: []; params?: {} }
    'peer_review.tutors': { paramsTuple?: []; params?: {} }
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
    'identity.my_data.show': { paramsTuple?: []; params?: {} }
    'identity.my_data.export': { paramsTuple?: []; params?: {} }
    'notifications.index': { paramsTuple?: []; params?: {} }
    'notifications.unread': { paramsTuple?: []; params?: {} }
    'notifications.latest': { paramsTuple?: []; params?: {} }
    'notifications.open': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'unsubscribe.show': { paramsTuple?: []; params?: {} }
    'uploads.download': { paramsTuple: [ParamValue,ParamValue]; params: {'id': ParamValue,'name': ParamValue} }
    'rich_text.mentions': { paramsTuple?: []; params?: {} }
    'rich_text.emoji': { paramsTuple: [ParamValue]; params: {'version': ParamValue} }
    'rich_text.check': { paramsTuple?: []; params?: {} }
    'forms.options': { paramsTuple: [ParamValue]; params: {'source': ParamValue} }
    'safety.concern.show': { paramsTuple?: []; params?: {} }
    'safety.concern.people': { paramsTuple?: []; params?: {} }
    'safety.moderation.index': { paramsTuple?: []; params?: {} }
    'safety.reports.index': { paramsTuple?: []; params?: {} }
    'safety.reports.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'safety.admin_messages.index': { paramsTuple?: []; params?: {} }
    'safety.detected_issues.index': { paramsTuple?: []; params?: {} }
    'assurance.age.show': { paramsTuple?: []; params?: {} }
    'assurance.age.callback': { paramsTuple?: []; params?: {} }
    'assurance.account_review.index': { paramsTuple?: []; params?: {} }
    'assurance.age_review.index': { paramsTuple?: []; params?: {} }
    'assurance.background_checks.index': { paramsTuple?: []; params?: {} }
    'consent.parent.show': { paramsTuple: [ParamValue]; params: {'token': ParamValue} }
    'consent.guardian.index': { paramsTuple?: []; params?: {} }
    'consent.guardian.show': { paramsTuple: [ParamValue]; params: {'token': ParamValue} }
    'consent.request.show': { paramsTuple?: []; params?: {} }
    'consent.assent.show': { paramsTuple?: []; params?: {} }
    'courses.index': { paramsTuple?: []; params?: {} }
    'courses.show': { paramsTuple: [ParamValue]; params: {'slug': ParamValue} }
    'worlds.show': { paramsTuple: [ParamValue]; params: {'worldSlug': ParamValue} }
    'moderation.index': { paramsTuple: [ParamValue]; params: {'worldSlug': ParamValue} }
    'tutoring.explore': { paramsTuple?: []; params?: {} }
    'tutoring.sessions.create': { paramsTuple?: []; params?: {} }
    'tutoring.sessions.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'tutoring.sessions.edit': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'tutoring.sessions.join': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'tutoring.questionnaire.edit': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'tutoring.schedule': { paramsTuple?: []; params?: {} }
    'tutoring.calendar.show': { paramsTuple?: []; params?: {} }
    'tutoring.calendar.feed': { paramsTuple: [ParamValue]; params: {'file': ParamValue} }
    'series.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'teaching.lesson_plan': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'series.questionnaire.edit': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'series.subpage': { paramsTuple: [ParamValue,ParamValue]; params: {'id': ParamValue,'path': ParamValue} }
    'teaching.prep': { paramsTuple: [ParamValue,ParamValue]; params: {'id': ParamValue,'sessionId': ParamValue} }
    'series.template_questionnaire.edit': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'series.session_template_questionnaire.edit': { paramsTuple: [ParamValue,ParamValue]; params: {'id': ParamValue,'sessionTemplateId': ParamValue} }
    'host_from_template.show': { paramsTuple: [ParamValue]; params: {'worldSlug': ParamValue} }
    'community.index': { paramsTuple?: []; params?: {} }
    'community.global_channels.show': { paramsTuple: [ParamValue]; params: {'channelId': ParamValue} }
    'community.channels.show': { paramsTuple: [ParamValue,ParamValue]; params: {'worldSlug': ParamValue,'channelId': ParamValue} }
    'community.posts.show': { paramsTuple: [ParamValue,ParamValue]; params: {'worldSlug': ParamValue,'postId': ParamValue} }
    'community.threads.show_session': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'community.threads.show_series': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'moderator_posts.index': { paramsTuple: [ParamValue]; params: {'worldSlug': ParamValue} }
    'moderator_channels.index': { paramsTuple: [ParamValue]; params: {'worldSlug': ParamValue} }
    'moderator_reports.index': { paramsTuple: [ParamValue]; params: {'worldSlug': ParamValue} }
    'post_feedback.index': { paramsTuple?: []; params?: {} }
    'messaging.index': { paramsTuple?: []; params?: {} }
    'messaging.unread': { paramsTuple?: []; params?: {} }
    'messaging.conversations.show': { paramsTuple: [ParamValue]; params: {'uuid': ParamValue} }
    'messaging.conversations.older': { paramsTuple: [ParamValue]; params: {'uuid': ParamValue} }
    'messaging.staff.open': { paramsTuple: [ParamValue]; params: {'adminMessageId': ParamValue} }
    'messaging.review': { paramsTuple: [ParamValue]; params: {'uuid': ParamValue} }
    'messaging.admin.index': { paramsTuple?: []; params?: {} }
    'feedback.tutor.index': { paramsTuple?: []; params?: {} }
    'feedback.learners.show': { paramsTuple: [ParamValue]; params: {'sessionId': ParamValue} }
    'feedback.from_tutors': { paramsTuple?: []; params?: {} }
    'feedback.stories': { paramsTuple?: []; params?: {} }
    'feedback.admin.index': { paramsTuple?: []; params?: {} }
    'feedback.admin.learner_feedbacks.index': { paramsTuple?: []; params?: {} }
    'session_comments.index': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'session_comments.admin': { paramsTuple?: []; params?: {} }
    'study_spaces.index': { paramsTuple?: []; params?: {} }
    'programs.find': { paramsTuple?: []; params?: {} }
    'programs.mine': { paramsTuple?: []; params?: {} }
    'programs.admin.emails.index': { paramsTuple?: []; params?: {} }
    'programs.admin.emails.edit': { paramsTuple: [ParamValue,ParamValue]; params: {'program': ParamValue,'phase': ParamValue} }
    'dashboard.learner': { paramsTuple?: []; params?: {} }
    'dashboard.tutor': { paramsTuple?: []; params?: {} }
    'admin.home': { paramsTuple?: []; params?: {} }
    'admin.users.index': { paramsTuple?: []; params?: {} }
    'admin.users.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'admin.sessions.index': { paramsTuple?: []; params?: {} }
    'admin.sessions.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'admin.templates.index': { paramsTuple?: []; params?: {} }
    'admin.templates.create': { paramsTuple?: []; params?: {} }
    'admin.templates.edit': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'admin.email_swap.show': { paramsTuple?: []; params?: {} }
    'admin.program_iterations': { paramsTuple?: []; params?: {} }
    'admin.forms.show': { paramsTuple?: []; params?: {} }
    'admin.settings.website': { paramsTuple?: []; params?: {} }
    'admin.settings.marketing_sources': { paramsTuple?: []; params?: {} }
    'admin.settings.slack_links': { paramsTuple?: []; params?: {} }
    'email_swap.confirm.show': { paramsTuple?: []; params?: {} }
    'email_swap.cancel.show': { paramsTuple?: []; params?: {} }
    'ideas.index': { paramsTuple?: []; params?: {} }
    'profiles.show': { paramsTuple: [ParamValue]; params: {'user': ParamValue} }
    'profiles.tab': { paramsTuple: [ParamValue,ParamValue]; params: {'user': ParamValue,'tab': ParamValue} }
    'profiles.leaderboard': { paramsTuple?: [ParamValue?]; params?: {'id'?: ParamValue} }
    'profiles.refer': { paramsTuple?: []; params?: {} }
    'operations.health.live': { paramsTuple?: []; params?: {} }
    'operations.health.ready': { paramsTuple?: []; params?: {} }
    'operations.metrics': { paramsTuple?: []; params?: {} }
    'tutors.directory': { paramsTuple?: []; params?: {} }
    'tutors.profile.edit': { paramsTuple?: []; params?: {} }
    'tutors.requests.index': { paramsTuple?: []; params?: {} }
    'tutors.bios.index': { paramsTuple?: []; params?: {} }
    'live_help.doubt_clearing': { paramsTuple?: []; params?: {} }
    'live_help.index': { paramsTuple?: []; params?: {} }
    'live_help.dashboard': { paramsTuple?: []; params?: {} }
    'substitutes.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'programs.college_admissions_workshops.marketing': { paramsTuple?: [ParamValue?]; params?: {'view'?: ParamValue} }
    'programs.learning_labs.home': { paramsTuple?: []; params?: {} }
    'programs.summer_camp.home': { paramsTuple?: []; params?: {} }
    'programs.dialogues.home': { paramsTuple?: []; params?: {} }
    'programs.key_club.home': { paramsTuple?: []; params?: {} }
    'programs.key_club.admin.index': { paramsTuple?: []; params?: {} }
    'programs.sat_bootcamp.home': { paramsTuple?: []; params?: {} }
    'programs.sat_bootcamp.tutor': { paramsTuple?: []; params?: {} }
    'programs.sat_bootcamp.tutor.consent': { paramsTuple?: []; params?: {} }
    'programs.sat_bootcamp.tutor.request_consent': { paramsTuple?: []; params?: {} }
    'programs.sat_bootcamp.onboarding.index': { paramsTuple?: []; params?: {} }
    'programs.sat_bootcamp.admin.index': { paramsTuple?: []; params?: {} }
    'programs.sat_bootcamp.admin.export': { paramsTuple?: []; params?: {} }
    'programs.sat_bootcamp.tutor_section': { paramsTuple: [ParamValue]; params: {'section': ParamValue} }
    'programs.sat_bootcamp.home_section': { paramsTuple: [ParamValue]; params: {'section': ParamValue} }
    'admin.unknown': { paramsTuple: [...ParamValue[]]; params: {'*': ParamValue[]} }
  }
  POST: {
    'subscribe': { paramsTuple?: []; params?: {} }
    'unsubscribe': { paramsTuple?: []; params?: {} }
    'volunteering.roles.apply': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'volunteering.roles.set_applications': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'volunteering.applications.withdraw': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'volunteering.applications.accept': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'volunteering.applications.offer': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'volunteering.applications.reject': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'volunteering.teams.set_member': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'volunteering.hours.store': { paramsTuple?: []; params?: {} }
    'volunteering.certificates.store': { paramsTuple?: []; params?: {} }
    'volunteering.admin.hours_approve': { paramsTuple?: []; params?: {} }
    'volunteering.admin.hours_changes': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'certification.quiz_store': { paramsTuple?: []; params?: {} }
    'certification.store': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'certification.review_store': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'certification.sharing': { paramsTuple?: []; params?: {} }
    'certification.admin_honorary': { paramsTuple?: []; params?: {} }
    'certification.admin_approve_recording': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'certification.admin_reject_recording': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'certification.admin_decide': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'certification.admin_revoke': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'training.recover': { paramsTuple: [ParamValue]; params: {'slug': ParamValue} }
    'training.complete': { paramsTuple: [ParamValue]; params: {'slug': ParamValue} }
    'training.admin_store': { paramsTuple?: []; params?: {} }
    'training.admin_archive': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'training.admin_assign': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'training.admin_template': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'assessments.store': { paramsTuple?: []; params?: {} }
    'assessments.publish': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'assessments.link': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'assessments.save_sat': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'assessments.remove_sat': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'assessments.unlink_template': { paramsTuple: [ParamValue,ParamValue]; params: {'id': ParamValue,'templateId': ParamValue} }
    'assessments.submit': { paramsTuple: [ParamValue,ParamValue,ParamValue]; params: {'id': ParamValue,'kind': ParamValue,'targetId': ParamValue} }
    'assessments.release': { paramsTuple: [ParamValue,ParamValue,ParamValue]; params: {'id': ParamValue,'kind': ParamValue,'targetId': ParamValue} }
    'assessments.unlink': { paramsTuple: [ParamValue,ParamValue,ParamValue]; params: {'id': ParamValue,'kind': ParamValue,'targetId': ParamValue} }
    'assessments.release_results': { paramsTuple: [ParamValue,ParamValue,ParamValue]; params: {'id': ParamValue,'kind': ParamValue,'targetId': ParamValue} }
    'assessments.admin_link_template': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'assessments.admin_archive': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'partners.admin_store': { paramsTuple?: []; params?: {} }
    'partners.admin_deactivate': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'partners.admin_activate': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'partners.admin_move': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'partners.admin_landing_store': { paramsTuple?: []; params?: {} }
    'classrooms.store': { paramsTuple?: []; params?: {} }
    'classrooms.join_store': { paramsTuple?: []; params?: {} }
    'classrooms.regenerate_code': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'classrooms.sharing': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'classrooms.leave': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'blog.console.store': { paramsTuple?: []; params?: {} }
    'blog.console.publish': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'blog.console.schedule': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'blog.console.unpublish': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'peer_review.attach': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'peer_review.reply': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'peer_review.store': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'peer_review.admin_verify': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'peer_review.admin_gold': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'peer_review.admin_feature': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'peer_review.admin_unfeature': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'peer_review.admin_note': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'peer_review.admin_session_tag_add': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'peer_review.admin_session_tag_remove': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'peer_review.mentor_claim': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'peer_review.mentor_resolve': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'auth.login': { paramsTuple?: []; params?: {} }
    'auth.signup': { paramsTuple?: []; params?: {} }
    'auth.forgot_password': { paramsTuple?: []; params?: {} }
    'auth.reset_password': { paramsTuple?: []; params?: {} }
    'auth.logout': { paramsTuple?: []; params?: {} }
    'auth.resend_verification': { paramsTuple?: []; params?: {} }
    'onboarding.store': { paramsTuple?: []; params?: {} }
    'identity.my_data.destroy': { paramsTuple?: []; params?: {} }
    'settings.set_timezone': { paramsTuple?: []; params?: {} }
    'identity.birth_date.store': { paramsTuple?: []; params?: {} }
    'announcements.dismiss': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'push_subscriptions.store': { paramsTuple?: []; params?: {} }
    'notification_settings.request_code': { paramsTuple?: []; params?: {} }
    'notification_settings.verify': { paramsTuple?: []; params?: {} }
    'notification_settings.waive': { paramsTuple?: []; params?: {} }
    'unsubscribe.one_click': { paramsTuple?: []; params?: {} }
    'unsubscribe.undo': { paramsTuple?: []; params?: {} }
    'uploads.request': { paramsTuple?: []; params?: {} }
    'uploads.complete': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'uploads.process': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'media.transcription_token': { paramsTuple?: []; params?: {} }
    'rich_text.check.store': { paramsTuple?: []; params?: {} }
    'safety.reports.store': { paramsTuple?: []; params?: {} }
    'safety.concern.store': { paramsTuple?: []; params?: {} }
    'safety.admin_messages.acknowledge': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'safety.admin_messages.dispute': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'safety.removed_learners.review': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'safety.sanctions.appeal': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'safety.moderation.review': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'safety.reports.action': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'safety.reports.triage': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'safety.reports.sanction': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'safety.admin_messages.store': { paramsTuple?: []; params?: {} }
    'safety.detected_issues.void': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'safety.detected_issues.dispute': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'assurance.age.store': { paramsTuple?: []; params?: {} }
    'assurance.age.start': { paramsTuple?: []; params?: {} }
    'assurance.account_review.decide': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'assurance.age_review.waive': { paramsTuple?: []; params?: {} }
    'assurance.age_review.decide': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'assurance.background_checks.store': { paramsTuple?: []; params?: {} }
    'consent.parent.store': { paramsTuple: [ParamValue]; params: {'token': ParamValue} }
    'consent.guardian.send_links': { paramsTuple?: []; params?: {} }
    'consent.guardian.revoke': { paramsTuple: [ParamValue]; params: {'token': ParamValue} }
    'consent.request.store': { paramsTuple?: []; params?: {} }
    'consent.assent.store': { paramsTuple?: []; params?: {} }
    'topic_follows.store': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'worlds.join': { paramsTuple: [ParamValue]; params: {'worldSlug': ParamValue} }
    'worlds.leave': { paramsTuple: [ParamValue]; params: {'worldSlug': ParamValue} }
    'moderation.store': { paramsTuple: [ParamValue]; params: {'worldSlug': ParamValue} }
    'tutoring.sessions.store': { paramsTuple?: []; params?: {} }
    'tutoring.sessions.cancel': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'tutoring.registrations.store': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'tutoring.hosts.request': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'tutoring.hosts.approve': { paramsTuple: [ParamValue,ParamValue]; params: {'id': ParamValue,'hostId': ParamValue} }
    'tutoring.attendance.confirm': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'tutoring.registrants.remove': { paramsTuple: [ParamValue,ParamValue]; params: {'id': ParamValue,'userId': ParamValue} }
    'tutoring.calendar.rotate': { paramsTuple?: []; params?: {} }
    'series.register': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'series.withdraw': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'series.reserve': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'series.release': { paramsTuple: [ParamValue,ParamValue]; params: {'id': ParamValue,'reservationId': ParamValue} }
    'teaching.complete_prep': { paramsTuple: [ParamValue,ParamValue]; params: {'id': ParamValue,'sessionId': ParamValue} }
    'host_from_template.store': { paramsTuple: [ParamValue]; params: {'worldSlug': ParamValue} }
    'community.posts.store': { paramsTuple: [ParamValue,ParamValue]; params: {'worldSlug': ParamValue,'channelId': ParamValue} }
    'community.global_channels.posts': { paramsTuple: [ParamValue]; params: {'channelId': ParamValue} }
    'community.posts.comment': { paramsTuple: [ParamValue]; params: {'postId': ParamValue} }
    'community.threads.store_session': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'community.threads.store_series': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'moderator_posts.hide': { paramsTuple: [ParamValue,ParamValue]; params: {'worldSlug': ParamValue,'postId': ParamValue} }
    'moderator_posts.unhide': { paramsTuple: [ParamValue,ParamValue]; params: {'worldSlug': ParamValue,'postId': ParamValue} }
    'moderator_posts.pin': { paramsTuple: [ParamValue,ParamValue]; params: {'worldSlug': ParamValue,'postId': ParamValue} }
    'moderator_posts.unpin': { paramsTuple: [ParamValue,ParamValue]; params: {'worldSlug': ParamValue,'postId': ParamValue} }
    'moderator_channels.store': { paramsTuple: [ParamValue]; params: {'worldSlug': ParamValue} }
    'moderator_channels.archive': { paramsTuple: [ParamValue,ParamValue]; params: {'worldSlug': ParamValue,'channelId': ParamValue} }
    'moderator_channels.unarchive': { paramsTuple: [ParamValue,ParamValue]; params: {'worldSlug': ParamValue,'channelId': ParamValue} }
    'moderator_reports.review': { paramsTuple: [ParamValue,ParamValue]; params: {'worldSlug': ParamValue,'postId': ParamValue} }
    'post_feedback.store': { paramsTuple: [ParamValue]; params: {'postId': ParamValue} }
    'post_feedback.feature': { paramsTuple: [ParamValue]; params: {'feedbackId': ParamValue} }
    'messaging.messages.store': { paramsTuple: [ParamValue]; params: {'uuid': ParamValue} }
    'messaging.direct': { paramsTuple?: []; params?: {} }
    'messaging.groups': { paramsTuple: [ParamValue,ParamValue]; params: {'type': ParamValue,'id': ParamValue} }
    'messaging.conversations.mute': { paramsTuple: [ParamValue]; params: {'uuid': ParamValue} }
    'messaging.conversations.leave': { paramsTuple: [ParamValue]; params: {'uuid': ParamValue} }
    'messaging.blocks.store': { paramsTuple: [ParamValue]; params: {'userId': ParamValue} }
    'messaging.messages.hide': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'feedback.sessions.store': { paramsTuple: [ParamValue]; params: {'sessionId': ParamValue} }
    'feedback.sessions.snooze': { paramsTuple: [ParamValue]; params: {'sessionId': ParamValue} }
    'feedback.learners.store': { paramsTuple: [ParamValue]; params: {'sessionId': ParamValue} }
    'feedback.series.store': { paramsTuple: [ParamValue]; params: {'seriesId': ParamValue} }
    'feedback.admin.feature': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'feedback.admin.learner_feedbacks.feature': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'session_comments.store': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'session_comments.hide': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'session_comments.unhide': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'study_spaces.join': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'admin.users.roles.assign': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'admin.users.suspend': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'admin.users.unsuspend': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'admin.sessions.safety_check': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'admin.templates.store': { paramsTuple?: []; params?: {} }
    'admin.templates.sessions.store': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'admin.email_swap.store': { paramsTuple?: []; params?: {} }
    'admin.forms.store': { paramsTuple?: []; params?: {} }
    'email_swap.confirm': { paramsTuple?: []; params?: {} }
    'email_swap.cancel': { paramsTuple?: []; params?: {} }
    'ideas.store': { paramsTuple?: []; params?: {} }
    'ideas.vote': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'profiles.follow': { paramsTuple: [ParamValue]; params: {'user': ParamValue} }
    'profiles.badges.store': { paramsTuple: [ParamValue]; params: {'user': ParamValue} }
    'profiles.leaderboard.preferences': { paramsTuple?: []; params?: {} }
    'profiles.acknowledgements.dismiss': { paramsTuple: [ParamValue]; params: {'key': ParamValue} }
    'tutors.profile.update': { paramsTuple?: []; params?: {} }
    'tutors.requests.store': { paramsTuple: [ParamValue]; params: {'userId': ParamValue} }
    'tutors.pledges.store': { paramsTuple?: []; params?: {} }
    'tutors.pledges.withdraw': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'tutors.requests.decline': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'tutors.requests.schedule': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'tutors.requests.close': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'tutors.bios.approve': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'tutors.bios.reject': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'live_help.store': { paramsTuple?: []; params?: {} }
    'live_help.pick_up': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'live_help.complete': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'live_help.cancel': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'substitutes.accept': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'programs.college_admissions_workshops.waitlist.join': { paramsTuple?: []; params?: {} }
    'programs.college_admissions_workshops.waitlist.leave': { paramsTuple?: []; params?: {} }
    'programs.key_club.membership.store': { paramsTuple?: []; params?: {} }
    'programs.key_club.admin.districts.store': { paramsTuple?: []; params?: {} }
    'programs.key_club.admin.clubs.store': { paramsTuple?: []; params?: {} }
    'programs.sat_bootcamp.tutor.sign': { paramsTuple?: []; params?: {} }
    'programs.sat_bootcamp.onboarding.join': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'programs.sat_bootcamp.scores': { paramsTuple?: []; params?: {} }
    'programs.sat_bootcamp.phone.save': { paramsTuple?: []; params?: {} }
    'programs.sat_bootcamp.publish_prompt.answer': { paramsTuple?: []; params?: {} }
    'programs.sat_bootcamp.admin.link_onboarding': { paramsTuple?: []; params?: {} }
    'programs.sat_bootcamp.admin.bands.create': { paramsTuple?: []; params?: {} }
    'programs.sat_bootcamp.admin.skills_builders.template': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
  }
  DELETE: {
    'volunteering.teams.remove_member': { paramsTuple: [ParamValue,ParamValue]; params: {'id': ParamValue,'userId': ParamValue} }
    'push_subscriptions.destroy': { paramsTuple?: []; params?: {} }
    'notification_settings.remove': { paramsTuple?: []; params?: {} }
    'topic_follows.destroy': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'moderation.destroy': { paramsTuple: [ParamValue,ParamValue]; params: {'worldSlug': ParamValue,'userId': ParamValue} }
    'tutoring.registrations.destroy': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'tutoring.hosts.withdraw': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'tutoring.hosts.remove': { paramsTuple: [ParamValue,ParamValue]; params: {'id': ParamValue,'hostId': ParamValue} }
    'tutoring.calendar.revoke': { paramsTuple?: []; params?: {} }
    'community.posts.destroy': { paramsTuple: [ParamValue]; params: {'postId': ParamValue} }
    'post_feedback.unfeature': { paramsTuple: [ParamValue]; params: {'feedbackId': ParamValue} }
    'messaging.blocks.destroy': { paramsTuple: [ParamValue]; params: {'userId': ParamValue} }
    'feedback.admin.learner_feedbacks.unfeature': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'admin.users.roles.remove': { paramsTuple: [ParamValue,ParamValue]; params: {'id': ParamValue,'roleId': ParamValue} }
    'admin.sessions.destroy': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'profiles.unfollow': { paramsTuple: [ParamValue]; params: {'user': ParamValue} }
    'programs.key_club.membership.destroy': { paramsTuple?: []; params?: {} }
    'programs.sat_bootcamp.phone.remove': { paramsTuple?: []; params?: {} }
  }
  PUT: {
    'volunteering.hours.update': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'assessments.update': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'partners.admin_update': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'partners.admin_landing_update': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'blog.console.update': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'settings.update': { paramsTuple?: []; params?: {} }
    'settings.update_notifications': { paramsTuple?: []; params?: {} }
    'notification_settings.update_channels': { paramsTuple?: []; params?: {} }
    'uploads.put': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'moderation.update': { paramsTuple: [ParamValue,ParamValue]; params: {'worldSlug': ParamValue,'userId': ParamValue} }
    'tutoring.sessions.update': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'tutoring.questionnaire.update': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'tutoring.registrations.answers': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'series.update_answers': { paramsTuple: [ParamValue,ParamValue]; params: {'id': ParamValue,'registrationId': ParamValue} }
    'teaching.update_group_plan': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'teaching.update_learner_plan': { paramsTuple: [ParamValue,ParamValue]; params: {'id': ParamValue,'registrationId': ParamValue} }
    'series.questionnaire.update': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'series.template_questionnaire.update': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'series.session_template_questionnaire.update': { paramsTuple: [ParamValue,ParamValue]; params: {'id': ParamValue,'sessionTemplateId': ParamValue} }
    'community.channels.notifications': { paramsTuple: [ParamValue,ParamValue]; params: {'worldSlug': ParamValue,'channelId': ParamValue} }
    'community.posts.update': { paramsTuple: [ParamValue]; params: {'postId': ParamValue} }
    'moderator_channels.reorder': { paramsTuple: [ParamValue]; params: {'worldSlug': ParamValue} }
    'moderator_channels.update': { paramsTuple: [ParamValue,ParamValue]; params: {'worldSlug': ParamValue,'channelId': ParamValue} }
    'messaging.messages.update': { paramsTuple: [ParamValue,ParamValue]; params: {'uuid': ParamValue,'id': ParamValue} }
    'programs.admin.emails.update': { paramsTuple: [ParamValue,ParamValue]; params: {'program': ParamValue,'phase': ParamValue} }
    'admin.templates.update': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'admin.templates.activation': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'admin.templates.sessions.update': { paramsTuple: [ParamValue,ParamValue]; params: {'id': ParamValue,'sessionTemplateId': ParamValue} }
    'admin.settings.website.update': { paramsTuple?: []; params?: {} }
    'admin.settings.marketing_sources.update': { paramsTuple?: []; params?: {} }
    'admin.settings.slack_links.update': { paramsTuple?: []; params?: {} }
    'ideas.status': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'programs.sat_bootcamp.admin.bands.update': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'programs.sat_bootcamp.admin.skills_builders.level': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
  }
}
declare module '@adonisjs/core/types/http' {
  export interface RoutesList extends ScannedRoutes {}
}