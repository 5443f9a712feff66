import type { FastifyReply, FastifyRequest } from 'fastify';
import { langFromHeader, text, type Lang } from '@brokerage/contract';
import type { AppState } from '../../core/context.js';
import type { PlainRoute } from '../../core/route.js';
import { nowSeconds } from '../../core/clock.js';
import { notifyPath } from './provider.js';
import { SANDBOX, sandboxCallBack } from '../../core/sandbox.js';
import { SANDBOX_PAGE, SANDBOX_SECONDS_MAX, SandboxRef, callKey, type SandboxCallback } from './sandbox-provider.js';

// The sandbox provider's phones page, which the call dialog links to: it stands in for the agent's phone and the
// owner's, with buttons to answer the call for a number of seconds or leave it unanswered (plain form posts, no
// script, within the app's content security policy). Either ends the sandbox's call and calls the server back, signed,
// over the connection the page came in on; the page tells whether the server took it.

const t = text;
const TEXTS = {
  title: t('Sandbox phones', '沙箱电话', 'Teléfonos de prueba', 'サンドボックス電話'),
  notice: t('A test telephony page: no real phone rings.', '测试通话页面，不会真实拨打任何电话。', 'Página de telefonía de prueba: no suena ningún teléfono real.',
    'テスト用の通話ページです。実際の電話は鳴りません。'),
  caller: t('Agent\'s phone (rung first)', '经纪人电话（先呼叫）', 'Teléfono del agente (suena primero)', '担当者の電話（先に発信）'),
  callee: t('Owner\'s phone', '业主电话', 'Teléfono del propietario', 'オーナーの電話'),
  seconds: t('Talk for (seconds)', '通话时长（秒）', 'Hablar durante (segundos)', '通話時間（秒）'),
  answer: t('Answer', '接听', 'Contestar', '応答する'),
  miss: t('Do not answer', '不接听', 'No contestar', '応答しない'),
  ringing: t('Ringing…', '呼叫中…', 'Sonando…', '呼び出し中…'),
  answered: t('Answered and ended. The server has been told.', '已接通并挂断，已通知服务器。', 'Atendida y finalizada. Se ha avisado al servidor.',
    '通話して終了しました。サーバーに通知しました。'),
  missed: t('Not answered. The server has been told.', '未接听，已通知服务器。', 'No atendida. Se ha avisado al servidor.', '応答しませんでした。サーバーに通知しました。'),
  untold: t('The call has ended, but the server could not be told.', '通话已结束，但未能通知服务器。', 'La llamada terminó, pero no se pudo avisar al servidor.',
    '通話は終了しましたが、サーバーに通知できませんでした。'),
  ended: t('This call has ended.', '该通话已结束。', 'Esta llamada ha terminado.', 'この通話は終了しています。'),
  unknown: t('No such call.', '通话不存在。', 'No existe esa llamada.', '該当する通話はありません。'),
};
type Said = keyof typeof TEXTS;

const HTML_LANG: Record<Lang, string> = { en: 'en', zh: 'zh-CN', es: 'es', ja: 'ja' };

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

type SandboxCall = { ref: string; caller_number: string; callee_masked: string; state: string; answered_at: number | null; ended_at: number | null; duration: number };

export function sandboxCallPageHtml(lang: Lang, call: SandboxCall | null, said: Said | null): string {
  const w = (key: Said) => escapeHtml(TEXTS[key][lang]);
  const rows = call ? `<dl>
<dt>${w('caller')}</dt><dd data-testid="sandbox-caller">${escapeHtml(call.caller_number)}</dd>
<dt>${w('callee')}</dt><dd data-testid="sandbox-callee">${escapeHtml(call.callee_masked)}</dd>
</dl>` : '';
  const ringing = call !== null && call.state === 'ringing';
  const state = said ?? (!call ? 'unknown' : ringing ? 'ringing' : 'ended');
  // No action: the form posts to the page's own address, whatever path a proxy serves it under.
  const form = ringing && !said ? `<form method="post">
<label for="seconds">${w('seconds')}</label>
<input id="seconds" name="seconds" type="number" min="1" max="${SANDBOX_SECONDS_MAX}" value="30" required>
<button type="submit" name="action" value="answer">${w('answer')}</button>
</form>
<form method="post"><button type="submit" name="action" value="miss" class="miss">${w('miss')}</button></form>` : '';
  return `<!doctype html>
<html lang="${HTML_LANG[lang]}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${w('title')}</title>
<style>body{font-family:system-ui,sans-serif;max-width:420px;margin:40px auto;padding:0 16px;color:#222}
.notice{background:#fff7e6;border:1px solid #ffd591;padding:8px 12px;border-radius:4px}
dl{display:grid;grid-template-columns:auto 1fr;gap:6px 16px}dt{color:#555}dd{margin:0;font-size:1.2em;font-weight:600}
form{display:grid;gap:8px;margin-top:12px}input{padding:8px;font-size:1em}
button{width:100%;padding:12px;font-size:1.1em;background:#1677ff;color:#fff;border:0;border-radius:6px;cursor:pointer}
button.miss{background:#fff;color:#a8071a;border:1px solid #a8071a}.state{font-weight:600}</style></head>
<body><h1>${w('title')}</h1><p class="notice">${w('notice')}</p>${rows}<p class="state" data-testid="sandbox-state">${w(state)}</p>${form}</body></html>`;
}

// The seconds a form asked to talk for, within the sandbox's bounds; null when it asked not to answer.
function secondsOf(body: unknown): number | null {
  const form = new URLSearchParams(typeof body === 'string' ? body : '');
  if (form.get('action') !== 'answer') return null;
  const seconds = Number(form.get('seconds'));
  return Number.isInteger(seconds) ? Math.min(Math.max(seconds, 1), SANDBOX_SECONDS_MAX) : 30;
}

export async function sandboxPageRoutes(state: AppState): Promise<PlainRoute[]> {
  const key = await callKey(state.db, state.config.callProviderSecret);
  const callOf = async (ref: string | null) => (ref ? (await state.db.selectFrom('phone_sandbox_call').selectAll().where('ref', '=', ref).executeTakeFirst()) ?? null : null);
  const refOf = (request: FastifyRequest) => {
    const parsed = SandboxRef.safeParse((request.params as { ref?: string }).ref);
    return parsed.success ? parsed.data : null;
  };
  const page = (request: FastifyRequest, reply: FastifyReply, call: SandboxCall | null, said: Said | null) => reply
    .code(call ? 200 : 404).type('text/html; charset=utf-8').header('cache-control', 'no-store')
    .send(sandboxCallPageHtml(langFromHeader(request.headers['accept-language']), call, said));
  return [
    {
      method: 'GET', url: `${SANDBOX_PAGE}/:ref`,
      handler: async (request, reply) => page(request, reply, await callOf(refOf(request)), null),
    },
    {
      method: 'POST', url: `${SANDBOX_PAGE}/:ref`,
      handler: async (request, reply) => {
        const ref = refOf(request);
        const now = nowSeconds();
        const seconds = secondsOf(request.body);
        if (ref) {
          await state.db.updateTable('phone_sandbox_call').set(seconds === null
            ? { state: 'missed', ended_at: now }
            : { state: 'answered', answered_at: now - seconds, ended_at: now, duration: seconds })
            .where('ref', '=', ref).where('state', '=', 'ringing').execute();
        }
        const call = await callOf(ref);
        if (!call || call.state === 'ringing') return page(request, reply, call, null);
        // Ended (now, or before: posting again sends the same callback again, which the server takes once).
        const answered = call.state === 'answered';
        const callback: SandboxCallback = {
          ref: call.ref, state: answered ? 'answered' : 'missed', answered_at: answered ? Number(call.answered_at) : null,
          ended_at: Number(call.ended_at), duration: answered ? call.duration : 0,
        };
        const body = JSON.stringify(callback);
        const told = await sandboxCallBack(request, notifyPath(SANDBOX), key, body);
        return page(request, reply, call, told ? (answered ? 'answered' : 'missed') : 'untold');
      },
    },
  ];
}
