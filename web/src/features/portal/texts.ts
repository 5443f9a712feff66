import { defineTexts } from '../../i18n/define';

// Texts of the listing portals tab on the house detail, under the `portal` key. Portal and state names come from the
// contract.
export const portalTexts = defineTexts(
  {
    tab: 'Portals',
    hint: 'Each portal reviews a listing before it goes online. A listing is withdrawn by itself once the house is no longer available.',
    push: 'Push', repush: 'Push again', withdraw: 'Withdraw', syncVr: 'Sync VR', fetchReason: 'Fetch reason',
    confirmWithdraw: 'Withdraw the listing from {{portal}}?',
    done: { push: 'Pushed to {{portal}}: in review', withdraw: 'Withdrawn from {{portal}}', vr: 'VR tour synced to {{portal}}', reason: 'Reason fetched from {{portal}}' },
    vrBlock: { notOnline: 'The listing must be online to sync its VR tour', noTour: 'The house has no finished VR tour yet' },
    field: { reason: 'Reason', pushed: 'Pushed', stateAt: 'State since', vrSynced: 'VR synced' },
    reasonMissing: 'Not given by the portal: fetch it',
    pushedBy: '{{time}} by {{name}}',
  },
  {
    zh: {
      tab: '房源推广',
      hint: '各平台审核通过后房源才会上线。房源不再有效时，系统会自动下架。',
      push: '推送', repush: '重新推送', withdraw: '下架', syncVr: '同步VR', fetchReason: '获取驳回原因',
      confirmWithdraw: '确定从{{portal}}下架该房源？',
      done: { push: '已推送到{{portal}}，等待审核', withdraw: '已从{{portal}}下架', vr: 'VR已同步到{{portal}}', reason: '已获取{{portal}}的驳回原因' },
      vrBlock: { notOnline: '房源上线后才能同步VR', noTour: '该房源还没有已完成的VR' },
      field: { reason: '原因', pushed: '推送时间', stateAt: '状态时间', vrSynced: 'VR同步时间' },
      reasonMissing: '平台未提供原因，请获取',
      pushedBy: '{{time}}（{{name}}）',
    },
    es: {
      tab: 'Portales',
      hint: 'Cada portal revisa un anuncio antes de publicarlo. Un anuncio se retira solo cuando el inmueble deja de estar disponible.',
      push: 'Publicar', repush: 'Volver a publicar', withdraw: 'Retirar', syncVr: 'Sincronizar VR', fetchReason: 'Consultar motivo',
      confirmWithdraw: '¿Retirar el anuncio de {{portal}}?',
      done: { push: 'Publicado en {{portal}}: en revisión', withdraw: 'Retirado de {{portal}}', vr: 'Visita VR sincronizada con {{portal}}', reason: 'Motivo consultado en {{portal}}' },
      vrBlock: { notOnline: 'El anuncio debe estar publicado para sincronizar su visita VR', noTour: 'El inmueble aún no tiene una visita VR terminada' },
      field: { reason: 'Motivo', pushed: 'Publicado', stateAt: 'Estado desde', vrSynced: 'VR sincronizada' },
      reasonMissing: 'El portal no lo indicó: consúltelo',
      pushedBy: '{{time}} por {{name}}',
    },
    ja: {
      tab: 'ポータル掲載',
      hint: '各ポータルの審査を通過すると掲載されます。物件が有効でなくなると、掲載は自動的に終了します。',
      push: '掲載', repush: '再掲載', withdraw: '掲載終了', syncVr: 'VR連携', fetchReason: '却下理由を取得',
      confirmWithdraw: '{{portal}}の掲載を終了しますか？',
      done: { push: '{{portal}}に掲載しました：審査中', withdraw: '{{portal}}の掲載を終了しました', vr: 'VRを{{portal}}に連携しました', reason: '{{portal}}の却下理由を取得しました' },
      vrBlock: { notOnline: 'VRを連携するには掲載中である必要があります', noTour: 'この物件には完成したVRがまだありません' },
      field: { reason: '理由', pushed: '掲載日時', stateAt: '状態の日時', vrSynced: 'VR連携日時' },
      reasonMissing: 'ポータルが理由を示していません：取得してください',
      pushedBy: '{{time}}（{{name}}）',
    },
  },
);
