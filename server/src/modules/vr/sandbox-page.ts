import type { FastifyReply, FastifyRequest } from 'fastify';
import { langFromHeader, text, type Lang } from '@brokerage/contract';
import type { AppState } from '../../core/context.js';
import type { PlainRoute } from '../../core/route.js';
import { nowSeconds } from '../../core/clock.js';
import { notifyPath } from './provider.js';
import { SANDBOX, sandboxCallBack } from '../../core/sandbox.js';
import { SANDBOX_PAGE, SANDBOX_TOUR_PAGE, SandboxRef, sandboxTourUrl, vrKey, type SandboxCallback } from './sandbox-provider.js';

// The sandbox VR service's pages: a task's camera page, which stands in for the photographer's app (the task and a
// Finish button: a plain form post, no script, within the app's content security policy), and the "tour" of a finished
// task, which shows the house's title and says plainly that it is no tour. Finishing marks the sandbox's task done and
// calls the server back, signed, over the connection the page came in on.

const t = text;
const TEXTS = {
  title: t('Sandbox VR camera', '沙箱VR拍摄', 'Cámara VR de prueba', 'サンドボックスVR撮影'),
  notice: t('A test page standing in for the VR camera app: nothing is shot.', '测试页面，代替VR拍摄App，不会真实拍摄。',
    'Página de prueba en lugar de la app de cámara VR: no se graba nada.', 'VR撮影アプリの代わりのテストページです。実際の撮影は行いません。'),
  task: t('Task', '任务号', 'Tarea', 'タスク'),
  house: t('House', '房源', 'Inmueble', '物件'),
  finish: t('Finish the shoot', '完成拍摄', 'Terminar la sesión', '撮影を完了'),
  giveUp: t('The shoot cannot be done', '无法完成拍摄', 'La sesión no se puede hacer', '撮影できません'),
  failed: t('Shoot given up. The platform has been told.', '已放弃拍摄，已通知平台。', 'Sesión abandonada. Se ha avisado a la plataforma.', '撮影を中止しました。プラットフォームに通知しました。'),
  failedUntold: t('Shoot given up, but the platform could not be told yet: give it up again to retry.', '已放弃拍摄，但暂未能通知平台：可再次点击重试。',
    'Sesión abandonada, pero aún no se pudo avisar a la plataforma: abandónela de nuevo para reintentar.', '撮影を中止しました。まだプラットフォームに通知できていません。もう一度押して再試行してください。'),
  alreadyFailed: t('This shoot was given up.', '该拍摄已放弃。', 'Esta sesión se abandonó.', 'この撮影は中止されました。'),
  done: t('Shoot finished. The platform has been told.', '拍摄完成，已通知平台。', 'Sesión terminada. Se ha avisado a la plataforma.', '撮影完了。プラットフォームに通知しました。'),
  doneUntold: t('Shoot finished, but the platform could not be told yet: finish it again to retry.', '拍摄完成，但暂未能通知平台：可再次点击完成重试。',
    'Sesión terminada, pero aún no se pudo avisar a la plataforma: termínela de nuevo para reintentar.', '撮影完了。まだプラットフォームに通知できていません。もう一度完了を押して再試行してください。'),
  alreadyDone: t('This shoot is finished.', '该拍摄已完成。', 'Esta sesión está terminada.', 'この撮影は完了しています。'),
  unknown: t('No such VR task.', 'VR任务不存在。', 'No existe esa tarea VR.', '該当するVRタスクはありません。'),
  tourTitle: t('Sandbox VR tour', '沙箱VR', 'Visita VR de prueba', 'サンドボックスVR'),
  tourNotice: t('A sandbox stand-in: this is not a real virtual tour.', '沙箱演示：这不是真实的VR全景。',
    'Sustituto de prueba: esto no es una visita virtual real.', 'サンドボックスの代替表示です。実際のVRツアーではありません。'),
};
type Said = keyof typeof TEXTS;

const HTML_LANG: Record<Lang, string> = { en: 'en', zh: 'zh-CN', es: 'es', ja: 'ja' };

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

type Task = { ref: string; title: string; done_at: number | null; failed: number };

function pageHtml(lang: Lang, heading: Said, notice: Said, body: string): string {
  const w = (key: Said) => escapeHtml(TEXTS[key][lang]);
  return `<!doctype html>
<html lang="${HTML_LANG[lang]}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${w(heading)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:420px;margin:40px auto;padding:0 16px;color:#222}
.notice{background:#fff7e6;border:1px solid #ffd591;padding:8px 12px;border-radius:4px}
dl{display:grid;grid-template-columns:auto 1fr;gap:6px 16px}dt{color:#555}dd{margin:0}
.tour{font-size:1.4em;font-weight:600;padding:48px 12px;text-align:center;background:#f0f5ff;border-radius:8px}
button{width:100%;padding:12px;font-size:1.1em;background:#1677ff;color:#fff;border:0;border-radius:6px;cursor:pointer;margin-top:12px}
button.secondary{background:#fff;color:#a8071a;border:1px solid #a8071a}
.state{font-weight:600}</style></head>
<body><h1>${w(heading)}</h1><p class="notice">${w(notice)}</p>${body}</body></html>`;
}

// The camera page: the task when there is one, a Finish button while it is being shot, and what happened.
export function cameraPageHtml(lang: Lang, task: Task | null, said: Said | null): string {
  const w = (key: Said) => escapeHtml(TEXTS[key][lang]);
  const rows = task ? `<dl>
<dt>${w('task')}</dt><dd>${escapeHtml(task.ref)}</dd>
<dt>${w('house')}</dt><dd>${escapeHtml(task.title)}</dd>
</dl>` : '';
  const state = said ?? (!task ? 'unknown' : task.done_at === null ? null : task.failed ? 'alreadyFailed' : 'alreadyDone');
  // No action: the forms post to the page's own address, whatever path a proxy serves it under.
  const form = task && task.done_at === null && !said ? `<form method="post">
<input type="hidden" name="outcome" value="done"><button type="submit">${w('finish')}</button>
</form>
<form method="post"><input type="hidden" name="outcome" value="failed"><button type="submit" class="secondary">${w('giveUp')}</button>
</form>` : '';
  return pageHtml(lang, 'title', 'notice', `${rows}${state ? `<p class="state">${w(state)}</p>` : ''}${form}`);
}

export function tourPageHtml(lang: Lang, task: Task | null): string {
  const body = task && task.done_at !== null && !task.failed ? `<p class="tour">${escapeHtml(task.title)}</p>` : `<p class="state">${escapeHtml(TEXTS.unknown[lang])}</p>`;
  return pageHtml(lang, 'tourTitle', 'tourNotice', body);
}

export async function sandboxPageRoutes(state: AppState): Promise<PlainRoute[]> {
  const key = await vrKey(state.db, state.config.vrProviderSecret);
  const taskOf = async (request: FastifyRequest): Promise<Task | null> => {
    const parsed = SandboxRef.safeParse((request.params as { ref?: string }).ref);
    if (!parsed.success) return null;
    const row = await state.db.selectFrom('vr_sandbox_task').select(['ref', 'title', 'done_at', 'failed']).where('ref', '=', parsed.data).executeTakeFirst();
    return row ? { ...row, done_at: row.done_at === null ? null : Number(row.done_at), failed: Number(row.failed) } : null;
  };
  const send = (request: FastifyRequest, reply: FastifyReply, found: boolean, html: string) => reply
    .code(found ? 200 : 404).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
  const langOf = (request: FastifyRequest) => langFromHeader(request.headers['accept-language']);
  return [
    {
      method: 'GET', url: `${SANDBOX_PAGE}/:ref`,
      handler: async (request, reply) => {
        const task = await taskOf(request);
        return send(request, reply, task !== null, cameraPageHtml(langOf(request), task, null));
      },
    },
    {
      method: 'POST', url: `${SANDBOX_PAGE}/:ref`,
      handler: async (request, reply) => {
        const found = await taskOf(request);
        if (!found) return send(request, reply, false, cameraPageHtml(langOf(request), null, null));
        const giveUp = typeof request.body === 'string' && new URLSearchParams(request.body).get('outcome') === 'failed';
        await state.db.updateTable('vr_sandbox_task').set({ done_at: nowSeconds(), failed: giveUp ? 1 : 0 })
          .where('ref', '=', found.ref).where('done_at', 'is', null).execute();
        const task = await taskOf(request);
        if (!task || task.done_at === null) return send(request, reply, task !== null, cameraPageHtml(langOf(request), task, null));
        // Ended (now, or before, as it ended then: posting again sends the same callback again, which the server takes once).
        const failed = task.failed === 1;
        const callback: SandboxCallback = {
          task_ref: task.ref, outcome: failed ? 'failed' : 'done', tour_url: failed ? '' : sandboxTourUrl(state.config.publicUrl, task.ref), done_at: task.done_at,
        };
        const body = JSON.stringify(callback);
        const told = await sandboxCallBack(request, notifyPath(SANDBOX), key, body);
        const said = failed ? (told ? 'failed' : 'failedUntold') : (told ? 'done' : 'doneUntold');
        return send(request, reply, true, cameraPageHtml(langOf(request), task, said));
      },
    },
    {
      method: 'GET', url: `${SANDBOX_TOUR_PAGE}/:ref`,
      handler: async (request, reply) => {
        const task = await taskOf(request);
        return send(request, reply, task !== null && task.done_at !== null && !task.failed, tourPageHtml(langOf(request), task));
      },
    },
  ];
}
