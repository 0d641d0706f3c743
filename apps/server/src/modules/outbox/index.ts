/** The outbox: every e-mail and text message, recorded and handed to its channel's transport. */
export { createOutbox, type Outbox, smsWebhookTransport, smtpTransport, type Transport } from './outbox.service';
