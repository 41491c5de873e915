/** One e-mail as templates write it and the outbox (worker/mail/outbox.ts) queues it. */
export type OutgoingEmail = {
  to: string;
  subject: string;
  text: string;
  /**
   * The HTML part (worker/mail/compose.ts). A message queued without one gets the platform
   * layout around its text (`platformHtml`), so every e-mail leaves with both parts.
   */
  html?: string;
  /** Where replies go: the hotel's own address on a guest e-mail (the sender is the platform's). */
  replyTo?: string;
  /** The language it is written in ('en' or 'it'): the HTML's lang and the layout's own words. */
  language?: string;
  /** Which message this is (password-reset, demo-request...), for filtering and tests. */
  template: string;
};
