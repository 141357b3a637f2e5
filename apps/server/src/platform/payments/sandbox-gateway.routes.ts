import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { decideSandboxPayment, showSandboxPayPage } from '@lobby/contracts';
import { createRouteKit } from '../route-kit.ts';
import { renderMessagePage, renderPayPage } from './sandbox-gateway-page.ts';
import { sandboxPayPath, type SandboxGateway } from './sandbox-gateway.ts';

/** The pay form is one short field; anything bigger is not it. */
const formBodyLimitBytes = 1024;

function sendHtml(reply: FastifyReply, status: number, html: string) {
  // the page's security headers (a policy without scripts) come from the app-wide hook
  return reply
    .status(status)
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(html);
}

/**
 * The embedded sandbox gateway's own pages, served as plain HTML (not the web app):
 * `GET /sandbox-gateway/pay/:token` shows the payment, `POST` the same path with
 * `decision=pay|decline` sends the signed callback to the merchant and then redirects the
 * browser to the merchant's return URL, as a real gateway does.
 */
export const sandboxGatewayRoutes: FastifyPluginAsyncZod<{ sandbox: SandboxGateway }> = async (
  app,
  { sandbox },
) => {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: formBodyLimitBytes },
    (_request, body, done) => {
      // own data properties only: a field named __proto__ cannot reach a prototype
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    },
  );

  const { rawRoute } = createRouteKit(app);

  rawRoute(showSandboxPayPage, { rate: 'read' }, async (request, reply) => {
    const payment = sandbox.readPayment(request.params['*']);
    if (payment === 'invalid') return sendHtml(reply, 404, renderMessagePage('invalid'));
    if (payment === 'expired') return sendHtml(reply, 410, renderMessagePage('expired'));
    return sendHtml(
      reply,
      200,
      renderPayPage({
        orderNo: payment.orderNo,
        amount: payment.amount,
        currency: payment.currency,
        formAction: `${sandboxPayPath}/${request.params['*']}`,
      }),
    );
  });

  rawRoute(decideSandboxPayment, { rate: 'settings' }, async (request, reply) => {
    const payment = sandbox.readPayment(request.params['*']);
    if (payment === 'invalid') return sendHtml(reply, 404, renderMessagePage('invalid'));
    if (payment === 'expired') return sendHtml(reply, 410, renderMessagePage('expired'));
    const report = await sandbox.decide(payment, request.body.decision);
    if (!report.delivered) {
      request.log.warn(
        { orderNo: payment.orderNo, attempts: report.attempts, status: report.lastStatus },
        'sandbox gateway could not deliver its callback',
      );
      return sendHtml(reply, 502, renderMessagePage('undelivered', payment.returnUrl));
    }
    return reply.header('cache-control', 'no-store').redirect(payment.returnUrl, 303);
  });
};
